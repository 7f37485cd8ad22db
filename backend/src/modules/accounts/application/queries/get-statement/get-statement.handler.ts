import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import type { AccountType, Currency, StatementDto, StatementPeriod } from '@bank/contracts/accounts';
import { sql } from '../../../../../shared/database/sql.js';
import { Money } from '../../../../../shared/money/money.js';
import { AccountNotFound } from '../../../domain/account.errors.js';
import { accountName } from '../../account-name.js';
import { periodBoundsSql } from '../../statement-period.js';
import { isUuid } from '../../../../../shared/ids.js';

export class GetStatement {
  constructor(readonly userId: string, readonly accountId: string, readonly period: StatementPeriod) {}
}

/** A statement read from the ledger: opening balance, every posting with its running balance, closing balance. */
@QueryHandler(GetStatement)
export class GetStatementHandler implements IQueryHandler<GetStatement, StatementDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, accountId, period }: GetStatement): Promise<StatementDto> {
    if (!isUuid(accountId)) throw new AccountNotFound();
    const { from, to } = periodBoundsSql(period);
    // One snapshot: the account, the bounds, the opening sum and the lines agree with each other.
    return this.em.fork().transactional(async (em) => {
      const [account] = await sql<{ id: string; account_number: string; account_type: AccountType; currency: Currency; first_name: string; last_name: string; from: Date; to: Date; opening: string }>(em,
        `select a.id, a.account_number, a.account_type, a.currency, u.first_name, u.last_name, ${from} as "from", ${to} as "to",
                coalesce((select sum(p.amount) from postings p where p.account_id = a.id and p.created_at < ${from}), 0)::text as opening
         from accounts a join users u on u.id = a.user_id where a.id = $1 and a.user_id = $2`, [accountId, userId]);
      if (!account) throw new AccountNotFound();
      const postings = await sql<{ transaction_id: string | null; created_at: Date; memo: string; amount: string }>(em,
        `select j.transaction_id, p.created_at, j.memo, p.amount::text as amount
         from postings p join journal_entries j on j.id = p.journal_entry_id
         where p.account_id = $1 and p.created_at >= $2 and p.created_at < $3 order by p.created_at, p.id`,
        [accountId, account.from, account.to]);

      const currency = account.currency;
      const opening = Money.fromDb(account.opening, currency);
      let running = opening;
      let totalIn = Money.zero(currency);
      let totalOut = Money.zero(currency);
      const lines = postings.map((p) => {
        const amount = Money.fromDb(p.amount, currency);
        running = running.plus(amount);
        if (amount.isPositive()) totalIn = totalIn.plus(amount); else totalOut = totalOut.plus(amount.negate());
        return { transactionId: p.transaction_id, date: new Date(p.created_at).toISOString(), description: p.memo, amount: amount.toString(), runningBalance: running.toString() };
      });
      return {
        account: { id: account.id, accountNumber: account.account_number, accountType: account.account_type, currency, accountName: accountName(account.first_name, account.last_name, account.account_type) },
        period, from: new Date(account.from).toISOString(), to: new Date(account.to).toISOString(),
        openingBalance: opening.toString(), closingBalance: running.toString(), totalIn: totalIn.toString(), totalOut: totalOut.toString(), lines,
      };
    }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }
}
