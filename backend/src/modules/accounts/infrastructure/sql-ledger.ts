import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { Money } from '../../../shared/money/money.js';
import { Account, type CustomerAccountType } from '../domain/account.js';
import type { JournalEntry } from '../domain/journal-entry.js';
import type { Ledger } from '../domain/ledger.js';

interface AccountRow {
  id: string;
  user_id: string | null;
  account_number: string;
  account_type: CustomerAccountType | 'internal';
  currency: string;
  balance: string;
  credit_limit: string | null;
  is_active: string;
}

export function toAccount(r: AccountRow): Account {
  return new Account(
    r.id, r.user_id, r.account_number, r.account_type, r.currency,
    Money.fromDb(r.balance, r.currency), r.credit_limit === null ? null : Money.fromDb(r.credit_limit, r.currency), r.is_active === 'true',
  );
}

/**
 * The ledger on PostgreSQL, written for the hot path: one statement to lock, one to write the
 * entry, its postings and the new balances. Internal accounts are not locked or materialized.
 */
@Injectable()
export class SqlLedger implements Ledger {
  private readonly internalIds = new Map<string, string>();

  constructor(private readonly em: EntityManager) {}

  /** Customer accounts only: internal accounts are never locked (no hot rows). */
  async lock(accountIds: string[]): Promise<Map<string, Account>> {
    const rows = await sql<AccountRow>(this.em,
      `select id, user_id, account_number, account_type, currency, balance, credit_limit, is_active
       from accounts.accounts where id = any($1::uuid[]) and user_id is not null order by id for update`, [[...new Set(accountIds)]]);
    return new Map(rows.map((r) => [r.id, toAccount(r)]));
  }

  async post(entry: JournalEntry): Promise<void> {
    await sql(this.em,
      `with entry as (
         insert into accounts.journal_entries (transaction_id, kind, memo, created_at) values ($1, $2, $3, coalesce($4::timestamptz, now())) returning id, created_at
       ), posted as (
         insert into accounts.postings (journal_entry_id, account_id, amount, currency, created_at)
         select entry.id, p.account_id, p.amount, p.currency, entry.created_at
         from entry, unnest($5::uuid[], $6::numeric[], $7::char(3)[]) as p(account_id, amount, currency)
         returning account_id, amount
       )
       update accounts.accounts a set balance = a.balance + d.delta, updated_at = now()
       from (select account_id, sum(amount) as delta from posted group by account_id) d
       where a.id = d.account_id and a.user_id is not null`,
      [
        entry.transactionId, entry.kind, entry.memo, entry.at?.toISOString() ?? null,
        entry.postings.map((p) => p.accountId), entry.postings.map((p) => p.amount.toString()), entry.postings.map((p) => p.amount.currency),
      ]);
  }

  async internalAccountId(purpose: string, currency: string): Promise<string> {
    const key = `${purpose}:${currency}`;
    let id = this.internalIds.get(key);
    if (!id) {
      const [row] = await sql<{ id: string }>(this.em, `select id from accounts.accounts where internal_purpose = $1 and currency = $2`, [purpose, currency]);
      if (!row) throw new Error(`no internal ${purpose} account in ${currency}`);
      id = row.id;
      this.internalIds.set(key, id);
    }
    return id;
  }
}
