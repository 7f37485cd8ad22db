#!/bin/sh
# The bank's two roles and its database, made once when the db service's volume is first
# initialised (docs/decisions/database-roles.md): bank_owner owns the database and runs the
# migrations; bank_app is what the app connects as, and owns nothing. Passwords come from .env.
set -eu
: "${BANK_OWNER_PASSWORD:?set BANK_OWNER_PASSWORD in .env (openssl rand -hex 24)}"
: "${BANK_APP_PASSWORD:?set BANK_APP_PASSWORD in .env (openssl rand -hex 24)}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v owner_password="$BANK_OWNER_PASSWORD" -v app_password="$BANK_APP_PASSWORD" <<'SQL'
create role bank_owner login password :'owner_password';
create role bank_app login password :'app_password';
create database bank owner bank_owner;
SQL
