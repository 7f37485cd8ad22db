import { Injectable } from '@nestjs/common';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';

/** Each invariant of DESIGN 3 as a query that returns the rows breaking it. */
const INVARIANTS: { name: string; query: string }[] = [
  {
    name: 'journal entries whose postings do not sum to zero per currency',
    query: `select journal_entry_id::text as id, currency, sum(amount)::text as off_by from postings group by journal_entry_id, currency having sum(amount) <> 0`,
  },
  {
    name: 'customer accounts whose balance is not the sum of their postings',
    query: `select a.account_number as id, a.balance::text as balance, coalesce(p.total, 0)::text as postings
            from accounts a left join (select account_id, sum(amount) as total from postings group by account_id) p on p.account_id = a.id
            where a.user_id is not null and a.balance <> coalesce(p.total, 0)`,
  },
  {
    name: 'checking or savings accounts below zero',
    query: `select account_number as id, balance::text as balance from accounts where account_type in ('checking', 'savings') and balance < 0`,
  },
  {
    name: 'credit accounts beyond their limit',
    query: `select account_number as id, balance::text as balance, credit_limit::text as credit_limit from accounts where account_type = 'credit' and balance < -credit_limit`,
  },
  {
    // An administrator's currency change first moves the whole balance out in the old currency, so
    // an account may have old postings in another currency, but they must sum to zero.
    name: 'customer accounts holding money in another currency than their own',
    query: `select a.account_number as id, p.currency, sum(p.amount)::text as amount, a.currency as account_currency
            from postings p join accounts a on a.id = p.account_id where p.currency <> a.currency
            group by a.account_number, p.currency, a.currency having sum(p.amount) <> 0`,
  },
];

@Injectable()
@Job('reconcile-ledger', 'Checks every ledger invariant; fails listing each break')
export class ReconcileLedgerJob implements BankJob {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<string> {
    const { breaks, counts } = await this.em.fork().transactional(async (em) => {
      const breaks: string[] = [];
      for (const invariant of INVARIANTS) {
        const rows = await sql(em, invariant.query);
        if (rows.length) breaks.push(`${invariant.name}: ${rows.length}\n${rows.slice(0, 20).map((r) => '    ' + JSON.stringify(r)).join('\n')}`);
      }
      const [counts] = await sql<{ entries: string; postings: string; accounts: string }>(em,
        `select (select count(*) from journal_entries)::text as entries, (select count(*) from postings)::text as postings,
                (select count(*) from accounts where user_id is not null)::text as accounts`);
      return { breaks, counts };
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
    if (breaks.length) throw new Error(`ledger does not reconcile:\n  ${breaks.join('\n  ')}`);
    return `ledger reconciles: ${counts.entries} journal entries, ${counts.postings} postings, ${counts.accounts} customer accounts, ${INVARIANTS.length} invariants hold`;
  }
}
