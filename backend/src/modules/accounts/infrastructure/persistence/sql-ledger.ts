import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import type { InternalAccountPurpose } from '../../domain/account.js';
import type { JournalEntry } from '../../domain/journal-entry.js';
import type { Ledger } from '../../domain/ledger.js';

/**
 * The ledger on PostgreSQL. Every money movement of the bank posts here (settlement, returns,
 * deposits, fees, adjustments), so one statement writes the entry, its postings and the customer
 * accounts' new balances: one round trip instead of four through the unit of work. Internal
 * accounts are not materialized (their position is their postings), so clearing is never a hot row.
 */
@Injectable()
export class SqlLedger implements Ledger {
  private readonly internalIds = new Map<string, string>();

  constructor(private readonly em: EntityManager) {}

  async post(entry: JournalEntry): Promise<void> {
    await sql(this.em,
      `with entry as (
         insert into accounts.journal_entries (transaction_id, kind, memo, reference, created_at)
         values ($1, $2, $3, $4, coalesce($5::timestamptz, now())) returning id, created_at
       ), posted as (
         insert into accounts.postings (journal_entry_id, account_id, amount, currency, created_at)
         select entry.id, p.account_id, p.amount, p.currency, entry.created_at
         from entry, unnest($6::uuid[], $7::numeric[], $8::char(3)[]) as p(account_id, amount, currency)
         returning account_id, amount
       )
       update accounts.accounts a set balance = a.balance + d.delta, updated_at = now()
       from (select account_id, sum(amount) as delta from posted group by account_id) d
       where a.id = d.account_id and a.user_id is not null`,
      [
        entry.transactionId, entry.kind, entry.memo, entry.reference, entry.at?.toISOString() ?? null,
        entry.postings.map((p) => p.accountId), entry.postings.map((p) => p.amount.toString()), entry.postings.map((p) => p.amount.currency),
      ]);
  }

  async internalAccountId(purpose: InternalAccountPurpose, currency: string): Promise<string> {
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
