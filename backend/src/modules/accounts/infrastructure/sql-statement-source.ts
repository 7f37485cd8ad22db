import { Injectable } from '@nestjs/common';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import type { AccountType, Currency, StatementPeriod } from '@bank/contracts/accounts';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';
import { sql } from '../../../shared/database/sql.js';
import { Money } from '../../../shared/money/money.js';
import { AccountNotFound } from '../domain/account.errors.js';
import type { StatementFigures, StatementLines, StatementSource } from '../application/ports/statement-source.js';
import { STATEMENT_BATCH } from '../application/statement-reader.js';

/**
 * The period's first and last bank day (both inclusive) as SQL date expressions: calendar month,
 * previous month, calendar quarter and calendar year in bank time; open periods end today.
 * `now()` is the transaction's start, so inside the statement's snapshot the days, the bounds
 * and the lines all agree.
 */
function periodDaysSql(period: StatementPeriod): { firstDay: string; lastDay: string } {
  const today = `(now() at time zone '${BANK_TIME_ZONE}')::date`;
  const startOf = (unit: string) => `date_trunc('${unit}', ${today})::date`;
  switch (period) {
    case 'current-month': return { firstDay: startOf('month'), lastDay: today };
    case 'last-month': return { firstDay: `(${startOf('month')} - interval '1 month')::date`, lastDay: `(${startOf('month')} - 1)` };
    case 'quarter': return { firstDay: startOf('quarter'), lastDay: today };
    case 'year': return { firstDay: startOf('year'), lastDay: today };
  }
}

/** The instant a bank day starts, as SQL: a day's lines are those from its start to the next day's. */
function bankDayStartSql(day: string): string {
  return `((${day})::timestamp at time zone '${BANK_TIME_ZONE}')`;
}

interface LineRow { id: string; reference: string | null; created_at: Date; memo: string; amount: string }

/** A line's code is the journal entry's reference: the transfer's code, written with the entry. */
const LINES = (after: boolean) => `
  select p.id, j.reference, p.created_at, j.memo, p.amount::text as amount
  from accounts.postings p
  join accounts.journal_entries j on j.id = p.journal_entry_id
  where p.account_id = $1 and p.created_at >= $2 and p.created_at < $3
    ${after ? 'and (p.created_at, p.id) > (select created_at, id from accounts.postings where id = $4)' : ''}
  order by p.created_at, p.id
  limit ${STATEMENT_BATCH}`;

/** The lines are read in keyset batches along postings (account_id, created_at, id), so a year of a busy account streams. */
@Injectable()
export class SqlStatementSource implements StatementSource {
  constructor(private readonly em: EntityManager) {}

  read<T>(userId: string, accountId: string, period: StatementPeriod, consume: (figures: StatementFigures, lines: StatementLines) => Promise<T>): Promise<T> {
    const { firstDay, lastDay } = periodDaysSql(period);
    return this.em.fork().transactional(async (em) => {
      const [row] = await sql<{ id: string; account_number: string; account_type: AccountType; currency: Currency; first_day: string; last_day: string; from: Date; to: Date }>(em,
        `select a.id, a.account_number, a.account_type, a.currency, d.first_day::text as first_day, d.last_day::text as last_day,
                ${bankDayStartSql('d.first_day')} as "from", ${bankDayStartSql('d.last_day + 1')} as "to"
         from accounts.accounts a cross join (select ${firstDay} as first_day, ${lastDay} as last_day) d
         where a.id = $1 and a.user_id = $2`, [accountId, userId]);
      if (!row) throw new AccountNotFound();

      const [sums] = await sql<{ opening: string; total_in: string; total_out: string; line_count: number }>(em,
        `select (select coalesce(sum(amount), 0) from accounts.postings where account_id = $1 and created_at < $2)::text as opening,
                coalesce(sum(amount) filter (where amount > 0), 0)::text as total_in,
                coalesce(-sum(amount) filter (where amount < 0), 0)::text as total_out,
                count(*)::int as line_count
         from accounts.postings where account_id = $1 and created_at >= $2 and created_at < $3`, [accountId, row.from, row.to]);

      async function* lines(): StatementLines {
        let last: string | undefined;
        for (;;) {
          const rows = await sql<LineRow>(em, LINES(last !== undefined), last === undefined ? [accountId, row.from, row.to] : [accountId, row.from, row.to, last]);
          if (rows.length === 0) return;
          yield rows.map((r) => ({
            transactionCode: r.reference, date: new Date(r.created_at).toISOString(), description: r.memo, amount: Money.fromDb(r.amount, row.currency).toString(),
          }));
          if (rows.length < STATEMENT_BATCH) return;
          last = rows[rows.length - 1].id;
        }
      }
      return consume({
        account: { id: row.id, accountNumber: row.account_number, accountType: row.account_type, currency: row.currency },
        firstDay: row.first_day, lastDay: row.last_day, openingBalance: sums.opening, totalIn: sums.total_in, totalOut: sums.total_out, lineCount: sums.line_count,
      }, lines());
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }
}
