import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { StatementDto, StatementLineDto, StatementPeriod } from '@bank/contracts/accounts';
import { isUuid } from '../../../shared/ids.js';
import { Money } from '../../../shared/money/money.js';
import { GetCustomerContact, type CustomerContact } from '../../identity/public/get-customer-contact.query.js';
import { STATEMENTS } from '../accounts.tokens.js';
import { AccountNotFound } from '../domain/account.errors.js';
import { accountName } from './account-name.js';
import type { StatementSource } from './ports/statement-source.js';

/** Everything a statement says before its lines, and who it is addressed to (the PDF's letterhead). */
export interface StatementHeader extends Omit<StatementDto, 'lines'> {
  customer: { name: string; address: string | null };
}

/** Reads a statement while its snapshot is open: the header, then the lines batch by batch. */
export type StatementConsumer<T> = (header: StatementHeader, lines: AsyncIterable<StatementLineDto[]>) => Promise<T>;

/** Lines fetched per query: a long period never sits in memory, and each batch is one index range. */
export const STATEMENT_BATCH = 500;

/**
 * One account's statement: the customer's name and address from identity (asked before the
 * snapshot opens), the figures and lines from the ledger's snapshot (StatementSource), with the
 * running balance worked out line by line from the opening balance.
 */
@Injectable()
export class StatementReader {
  constructor(@Inject(STATEMENTS) private readonly source: StatementSource, private readonly queries: QueryBus) {}

  async read<T>(userId: string, accountId: string, period: StatementPeriod, consume: StatementConsumer<T>): Promise<T> {
    if (!isUuid(accountId)) throw new AccountNotFound();
    const contact = await this.queries.execute<GetCustomerContact, CustomerContact | null>(new GetCustomerContact(userId));
    if (!contact) throw new AccountNotFound();
    return this.source.read(userId, accountId, period, (f, ledgerLines) => {
      const currency = f.account.currency;
      const opening = Money.fromDb(f.openingBalance, currency);
      const totalIn = Money.fromDb(f.totalIn, currency);
      const totalOut = Money.fromDb(f.totalOut, currency);
      const header: StatementHeader = {
        account: { ...f.account, accountName: accountName(contact.firstName, contact.lastName, f.account.accountType) },
        period,
        statementNumber: `ST-${f.account.accountNumber}-${f.firstDay.replaceAll('-', '')}-${f.lastDay.replaceAll('-', '')}`,
        from: f.firstDay,
        to: f.lastDay,
        openingBalance: opening.toString(),
        closingBalance: opening.plus(totalIn).minus(totalOut).toString(),
        totalIn: totalIn.toString(),
        totalOut: totalOut.toString(),
        lineCount: f.lineCount,
        customer: { name: `${contact.firstName} ${contact.lastName}`, address: contact.address },
      };
      async function* lines(): AsyncGenerator<StatementLineDto[]> {
        let running = opening;
        for await (const batch of ledgerLines) {
          yield batch.map((line) => {
            running = running.plus(Money.fromDb(line.amount, currency));
            return { ...line, runningBalance: running.toString() };
          });
        }
      }
      return consume(header, lines());
    });
  }
}
