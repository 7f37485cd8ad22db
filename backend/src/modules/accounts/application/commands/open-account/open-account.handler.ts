import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ACCOUNT_QUERIES, ACCOUNT_REPOSITORY } from '../../../accounts.tokens.js';
import { newAccountNumber } from '../../../domain/account-number.js';
import { Account } from '../../../domain/account.js';
import type { AccountRepository } from '../../../domain/account.repository.js';
import { OpenAccount, type AccountSummary } from '../../../public/accounts.api.js';
import type { AccountQueries } from '../../ports/account-queries.js';

const NUMBER_ATTEMPTS = 20;

/** Opens an empty account with a fresh 80xxxxxx number (money arrives through the ledger). */
@CommandHandler(OpenAccount)
export class OpenAccountHandler implements ICommandHandler<OpenAccount, AccountSummary> {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(ACCOUNT_QUERIES) private readonly queries: AccountQueries,
    private readonly clock: Clock,
    private readonly tx: TransactionRunner,
  ) {}

  execute({ props }: OpenAccount): Promise<AccountSummary> {
    const id = randomUUID();
    const at = props.at ?? this.clock.now();
    return this.tx.run(async () => {
      for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
        const account = Account.open({ id, userId: props.userId, accountNumber: newAccountNumber(), accountType: props.accountType, currency: props.currency, creditLimit: props.creditLimit ?? null, at });
        if (await this.accounts.addIfNumberFree(account)) return (await this.queries.findAccounts({ ids: [id], accountNumbers: [] }))[0];
      }
      throw new Error('could not find a free account number');
    });
  }
}
