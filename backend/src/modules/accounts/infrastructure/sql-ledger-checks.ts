import { Injectable } from '@nestjs/common';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { InternalAccountPurpose } from '../domain/account.js';
import type { LedgerCheckResult, LedgerChecks } from '../application/ports/ledger-checks.js';
import type { InternalPosition } from '../public/internal-positions.js';

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
export class SqlLedgerChecks implements LedgerChecks {
  constructor(private readonly em: EntityManager) {}

  run(reported: () => Promise<InternalPosition[]>, purposes: InternalAccountPurpose[], reporters: string): Promise<LedgerCheckResult> {
    return this.em.fork().transactional(async (em) => {
      const breaks: LedgerCheckResult['breaks'] = [];
      const report = (name: string, rows: unknown[]) => {
        if (rows.length) breaks.push({ name, count: rows.length, rows: rows.slice(0, 20) });
      };
      for (const invariant of INVARIANTS) report(invariant.name, await sql(em, invariant.query));
      // The sources read through the global EntityManager, which resolves to this transaction.
      const positions = await reported();
      report(`internal accounts whose postings are not what ${reporters} report`,
        await sql(em, INTERNAL_POSITIONS, [positions.map((p) => p.purpose), positions.map((p) => p.currency), positions.map((p) => p.amount), purposes]));
      const [counts] = await sql<LedgerCheckResult['counts']>(em,
        `select (select count(*) from accounts.journal_entries)::text as entries, (select count(*) from accounts.postings)::text as postings,
                (select count(*) from accounts.accounts where user_id is not null)::text as accounts,
                (select count(*) from accounts.accounts where internal_purpose = any($1::text[]))::text as internal`, [purposes]);
      return { breaks, counts, invariants: INVARIANTS.length + 1 };
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }
}
