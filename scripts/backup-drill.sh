#!/bin/sh
# The backup and restore drill (docs/operations.md "Backup and restore"): backs DATABASE_URL up
# with pg_dump, restores the file into a new database beside it with pg_restore, and checks the
# copy: every account's balance as in the original, and reconcile-ledger's report identical.
# Exits non-zero on any difference; the copy is dropped after, the backup file kept.
#   DATABASE_URL=postgres://… sh scripts/backup-drill.sh [backup-file]
# Needs pg_dump, pg_restore and psql of the server's major version or newer (PG_BIN: their folder),
# and the app's production settings in the environment for the job (NODE_ENV, SESSION_SECRET, …).
set -eu
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
bin="${PG_BIN:+$PG_BIN/}"
backup="${1:-bank-$(date -u +%Y%m%dT%H%M%SZ).dump}"

# The copy: the same server, the database's name with a suffix.
copy_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname += `_drill_${Date.now()}`; console.log(u.href)' "$DATABASE_URL")"
copy_db="$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$copy_url")"
drop_copy() { "${bin}psql" -q "$DATABASE_URL" -c "drop database if exists \"$copy_db\" with (force)" >/dev/null 2>&1 || true; }
trap drop_copy EXIT

echo "backup: pg_dump to $backup"
"${bin}pg_dump" --format=custom --no-owner --file="$backup" "$DATABASE_URL"
echo "restore: pg_restore into $copy_db"
"${bin}psql" -q "$DATABASE_URL" -c "create database \"$copy_db\""
"${bin}pg_restore" --no-owner --exit-on-error --dbname="$copy_url" "$backup"

balances() { "${bin}psql" -At "$1" -c "select account_number || ' ' || coalesce(balance::text, '-') from accounts.accounts order by account_number"; }
reconcile() { DATABASE_URL="$1" npm run --silent job -- reconcile-ledger 2>&1; }
original_balances="$(balances "$DATABASE_URL")"
copy_balances="$(balances "$copy_url")"
original_report="$(reconcile "$DATABASE_URL")" || { echo "reconcile-ledger fails on the original: $original_report"; exit 1; }
copy_report="$(reconcile "$copy_url")" || { echo "reconcile-ledger fails on the restored copy: $copy_report"; exit 1; }

if [ "$original_balances" != "$copy_balances" ]; then
  echo "FAILED: balances differ after restore"
  printf '%s\n' "$original_balances" > "$backup.original-balances"
  printf '%s\n' "$copy_balances" > "$backup.restored-balances"
  diff "$backup.original-balances" "$backup.restored-balances" | head -20
  exit 1
fi
if [ "$original_report" != "$copy_report" ]; then
  echo "FAILED: reconcile-ledger differs after restore"
  echo "  original: $original_report"
  echo "  restored: $copy_report"
  exit 1
fi
echo "drill passed: $(printf '%s\n' "$original_balances" | wc -l) account balances identical after restore; both copies: $copy_report"
