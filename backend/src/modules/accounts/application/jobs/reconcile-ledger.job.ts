import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import type { InternalAccountPurpose } from '../../public/accounts.api.js';
import { INTERNAL_POSITION_SOURCE, type InternalPositionSource } from '../../public/internal-positions.js';

/** Each invariant of DESIGN 3 as a query that returns the rows breaking it. */
const INVARIANTS: { name: string; query: string }[] = [
  {
    name: 'journal entries whose postings do not sum to zero per currency',
    query: `select journal_entry_id::text as id, currency, sum(amount)::text as off_by from accounts.postings group by journal_entry_id, currency having sum(amount) <> 0`,
  },
  {
    name: 'currencies whose postings do not sum to zero',
    query: `select currency as id, sum(amount)::text as off_by from accounts.postings group by currency having sum(amount) <> 0`,
  },
  {
    name: 'customer accounts whose balance is not the sum of their postings',
    query: `select a.account_number as id, a.balance::text as balance, coalesce(p.total, 0)::text as postings
            from accounts.accounts a left join (select account_id, sum(amount) as total from accounts.postings group by account_id) p on p.account_id = a.id
            where a.user_id is not null and a.balance is distinct from coalesce(p.total, 0)`,
  },
  {
    name: 'internal accounts with a balance of their own (their position is their postings)',
    query: `select account_number as id, balance::text as balance from accounts.accounts where user_id is null and balance is not null`,
  },
  {
    name: 'checking or savings accounts below zero',
    query: `select account_number as id, balance::text as balance from accounts.accounts where account_type in ('checking', 'savings') and balance < 0`,
  },
  {
    name: 'credit accounts beyond their limit',
    query: `select account_number as id, balance::text as balance, credit_limit::text as credit_limit from accounts.accounts where account_type = 'credit' and balance < -credit_limit`,
  },
  {
    // An administrator's currency change first moves the whole balance out in the old currency, so
    // an account may have old postings in another currency, but they must sum to zero.
    name: 'customer accounts holding money in another currency than their own',
    query: `select a.account_number as id, p.currency, sum(p.amount)::text as amount, a.currency as account_currency
            from accounts.postings p join accounts.accounts a on a.id = p.account_id where p.currency <> a.currency
            group by a.account_number, p.currency, a.currency having sum(p.amount) <> 0`,
  },
];

/**
 * Internal accounts (of the purposes some context reports on) whose position, the sum of their
 * postings, is not what the contexts' own records add up to. $1–$3 the reported positions,
 * $4 the purposes reported on.
 */
const INTERNAL_POSITIONS = `
  with expected as (
    select purpose, currency, sum(amount) as amount
    from unnest($1::text[], $2::text[], $3::numeric[]) as e(purpose, currency, amount) group by purpose, currency),
  posted as (
    select a.account_number, a.internal_purpose as purpose, a.currency::text as currency, coalesce(sum(p.amount), 0) as position
    from accounts.accounts a left join accounts.postings p on p.account_id = a.id
    where a.user_id is null and a.internal_purpose = any($4::text[]) group by a.id)
  select coalesce(p.account_number, 'no internal ' || e.purpose || ' account in ' || e.currency) as id,
         coalesce(p.position, 0)::text as postings, coalesce(e.amount, 0)::text as reported
  from posted p full join expected e on e.purpose = p.purpose and e.currency = p.currency
  where coalesce(p.position, 0) <> coalesce(e.amount, 0)`;

@Injectable()
@Job('reconcile-ledger', 'Checks every ledger invariant and every internal account against the records of the contexts that use it; fails listing each break')
export class ReconcileLedgerJob implements BankJob {
  constructor(private readonly em: EntityManager, private readonly discovery: DiscoveryService) {}

  async run(): Promise<string> {
    const sources = this.sources();
    const { breaks, counts } = await this.em.fork().transactional(async (em) => {
      const breaks: string[] = [];
      const report = (name: string, rows: unknown[]) => {
        if (rows.length) breaks.push(`${name}: ${rows.length}\n${rows.slice(0, 20).map((r) => '    ' + JSON.stringify(r)).join('\n')}`);
      };
      for (const invariant of INVARIANTS) report(invariant.name, await sql(em, invariant.query));
      // Sources read through the global EntityManager, which resolves to this transaction.
      const reported = (await Promise.all(sources.map((s) => s.source.positions()))).flat();
      const purposes = [...new Set(sources.flatMap((s) => s.purposes))];
      report(`internal accounts whose postings are not what ${sources.map((s) => s.name).join('; ') || 'no context'} report`,
        await sql(em, INTERNAL_POSITIONS, [reported.map((p) => p.purpose), reported.map((p) => p.currency), reported.map((p) => p.amount), purposes]));
      const [counts] = await sql<{ entries: string; postings: string; accounts: string; internal: string }>(em,
        `select (select count(*) from accounts.journal_entries)::text as entries, (select count(*) from accounts.postings)::text as postings,
                (select count(*) from accounts.accounts where user_id is not null)::text as accounts,
                (select count(*) from accounts.accounts where internal_purpose = any($1::text[]))::text as internal`, [purposes]);
      return { breaks, counts };
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
    if (breaks.length) throw new Error(`ledger does not reconcile:\n  ${breaks.join('\n  ')}`);
    return `ledger reconciles: ${counts.entries} journal entries, ${counts.postings} postings, ${counts.accounts} customer accounts, `
      + `${counts.internal} internal accounts checked against ${sources.length} source(s), ${INVARIANTS.length + 1} invariants hold`;
  }

  /** Every provider marked @ReportsInternalPositions, from any context. */
  private sources(): { name: string; purposes: InternalAccountPurpose[]; source: InternalPositionSource }[] {
    return this.discovery.getProviders().flatMap((wrapper) => {
      const meta = wrapper.metatype && Reflect.getMetadata(INTERNAL_POSITION_SOURCE, wrapper.metatype);
      return meta && wrapper.instance ? [{ name: meta.source, purposes: meta.purposes, source: wrapper.instance as InternalPositionSource }] : [];
    });
  }
}
