import { Injectable } from '@nestjs/common';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import type { AccountType, Currency, StatementDto, StatementLineDto, StatementPeriod } from '@bank/contracts/accounts';
import { sql } from '../../../shared/database/sql.js';
import { isUuid } from '../../../shared/ids.js';
import { Money } from '../../../shared/money/money.js';
import { AccountNotFound } from '../domain/account.errors.js';
import { accountName } from './account-name.js';
import { bankDayStartSql, periodDaysSql } from './statement-period.js';

/** Everything a statement says before its lines, and who it is addressed to (the PDF's letterhead). */
export interface StatementHeader extends Omit<StatementDto, 'lines'> {
  customer: { name: string; address: string | null };
}

/** Reads a statement while its snapshot is open: the header, then the lines batch by batch. */
export type StatementConsumer<T> = (header: StatementHeader, lines: AsyncIterable<StatementLineDto[]>) => Promise<T>;

/** Lines fetched per query: a long period never sits in memory, and each batch is one index range. */
export const STATEMENT_BATCH = 500;

interface LineRow { id: string; transaction_code: string | null; created_at: Date; memo: string; amount: string }

const LINES = (after: boolean) => `
  select p.id, t.transaction_code, p.created_at, j.memo, p.amount::text as amount
  from accounts.postings p
  join accounts.journal_entries j on j.id = p.journal_entry_id
  left join payments.transactions t on t.id = j.transaction_id
  where p.account_id = $1 and p.created_at >= $2 and p.created_at < $3
    ${after ? 'and (p.created_at, p.id) > (select created_at, id from accounts.postings where id = $4)' : ''}
  order by p.created_at, p.id
  limit ${STATEMENT_BATCH}`;

/**
 * One account's statement from the ledger, read in one REPEATABLE READ snapshot: the opening
 * balance, the totals, the count and every line agree with each other however long the
 * period is and whatever is posted meanwhile. The lines are read in keyset batches along
 * postings (account_id, created_at, id) and handed to the consumer as they come, so a year of
 * a busy account streams instead of being built in memory.
 */
@Injectable()
export class StatementReader {
  constructor(private readonly em: EntityManager) {}

  read<T>(userId: string, accountId: string, period: StatementPeriod, consume: StatementConsumer<T>): Promise<T> {
    if (!isUuid(accountId)) throw new AccountNotFound();
    const { firstDay, lastDay } = periodDaysSql(period);
    return this.em.fork().transactional(async (em) => {
      const [row] = await sql<{
        id: string; account_number: string; account_type: AccountType; currency: Currency; first_name: string; last_name: string; address: string | null;
        first_day: string; last_day: string; from: Date; to: Date;
      }>(em,
        `select a.id, a.account_number, a.account_type, a.currency, u.first_name, u.last_name, u.address,
                d.first_day::text as first_day, d.last_day::text as last_day,
                ${bankDayStartSql('d.first_day')} as "from", ${bankDayStartSql('d.last_day + 1')} as "to"
         from accounts.accounts a join identity.users u on u.id = a.user_id
         cross join (select ${firstDay} as first_day, ${lastDay} as last_day) d
         where a.id = $1 and a.user_id = $2`, [accountId, userId]);
      if (!row) throw new AccountNotFound();

      const [sums] = await sql<{ opening: string; total_in: string; total_out: string; line_count: number }>(em,
        `select (select coalesce(sum(amount), 0) from accounts.postings where account_id = $1 and created_at < $2)::text as opening,
                coalesce(sum(amount) filter (where amount > 0), 0)::text as total_in,
                coalesce(-sum(amount) filter (where amount < 0), 0)::text as total_out,
                count(*)::int as line_count
         from accounts.postings where account_id = $1 and created_at >= $2 and created_at < $3`, [accountId, row.from, row.to]);

      const currency = row.currency;
      const opening = Money.fromDb(sums.opening, currency);
      const totalIn = Money.fromDb(sums.total_in, currency);
      const totalOut = Money.fromDb(sums.total_out, currency);
      const header: StatementHeader = {
        account: { id: row.id, accountNumber: row.account_number, accountType: row.account_type, currency, accountName: accountName(row.first_name, row.last_name, row.account_type) },
        period,
        statementNumber: `ST-${row.account_number}-${row.first_day.replaceAll('-', '')}-${row.last_day.replaceAll('-', '')}`,
        from: row.first_day,
        to: row.last_day,
        openingBalance: opening.toString(),
        closingBalance: opening.plus(totalIn).minus(totalOut).toString(),
        totalIn: totalIn.toString(),
        totalOut: totalOut.toString(),
        lineCount: sums.line_count,
        customer: { name: `${row.first_name} ${row.last_name}`, address: row.address },
      };

      async function* lines(): AsyncGenerator<StatementLineDto[]> {
        let running = opening;
        let last: string | undefined;
        for (;;) {
          const rows = await sql<LineRow>(em, LINES(last !== undefined), last === undefined ? [accountId, row.from, row.to] : [accountId, row.from, row.to, last]);
          if (rows.length === 0) return;
          yield rows.map((r) => {
            const amount = Money.fromDb(r.amount, currency);
            running = running.plus(amount);
            return { transactionCode: r.transaction_code, date: new Date(r.created_at).toISOString(), description: r.memo, amount: amount.toString(), runningBalance: running.toString() };
          });
          if (rows.length < STATEMENT_BATCH) return;
          last = rows[rows.length - 1].id;
        }
      }
      return consume(header, lines());
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }
}
