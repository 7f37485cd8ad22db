import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CURRENCIES } from '@bank/contracts/accounts';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { ACCOUNT_QUERIES, ACCOUNT_REPOSITORY, LEDGER } from '../../../accounts.tokens.js';
import { AccountNotFound } from '../../../domain/account.errors.js';
import type { Account } from '../../../domain/account.js';
import type { AccountRepository } from '../../../domain/account.repository.js';
import { JournalEntry } from '../../../domain/journal-entry.js';
import type { Ledger } from '../../../domain/ledger.js';
import {
  AdjustBalance, ChangeAccountCurrency, CloseAccount, ListAccountsOfUsers, LockAccountsForAdmin, SumCustomerBalances,
  type AccountChange, type AdminAccountView, type CustomerBalances,
} from '../../../public/admin-accounts.api.js';
import { AccountBalanceAdjusted, AccountClosed } from '../../../public/accounts.events.js';
import type { AccountQueries } from '../../ports/account-queries.js';

// The back office's changes to accounts: every balance change is a journal entry against the
// bank's adjustments account (DESIGN 9), so reconcile-ledger stays green.

function view(a: Account): AdminAccountView {
  return {
    id: a.id, userId: a.userId!, accountNumber: a.accountNumber, accountType: a.accountType as AdminAccountView['accountType'], currency: a.currency,
    balance: a.balanceMoney().toString(), creditLimit: a.creditLimit === null ? null : Money.fromDb(a.creditLimit, a.currency).toString(),
    isActive: a.isActive, createdAt: a.createdAt.toISOString(),
  };
}

/** The open account, its row locked until the transaction ends (and read afresh). */
async function lockOne(accounts: AccountRepository, accountId: string): Promise<Account> {
  const [account] = await accounts.lockOpen({ accountIds: [accountId] });
  if (!account) throw new AccountNotFound();
  return account;
}

@QueryHandler(LockAccountsForAdmin)
export class LockAccountsForAdminHandler implements IQueryHandler<LockAccountsForAdmin, AdminAccountView[]> {
  constructor(@Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository, private readonly tx: TransactionRunner) {}
  execute({ by }: LockAccountsForAdmin): Promise<AdminAccountView[]> {
    return this.tx.run(async () => (await this.accounts.lockOpen(by)).map(view));
  }
}

@CommandHandler(AdjustBalance)
export class AdjustBalanceHandler implements ICommandHandler<AdjustBalance, AccountChange> {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(LEDGER) private readonly ledger: Ledger,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  execute({ accountId, newBalance, memo }: AdjustBalance): Promise<AccountChange> {
    return this.tx.run(async () => {
      const account = await lockOne(this.accounts, accountId);
      const before = view(account);
      const target = parseBalance(newBalance, account.currency);
      if (account.accountType === 'credit' && target.isNegative() && Money.fromDb(account.creditLimit ?? '0', account.currency).lessThan(target.negate())) {
        throw new ValidationFailed('The balance cannot go past the credit limit', [{ field: 'newBalance', message: 'The balance cannot go past the credit limit' }]);
      }
      if (account.accountType !== 'credit' && target.isNegative()) {
        throw new ValidationFailed('A checking or savings balance cannot be negative', [{ field: 'newBalance', message: 'A checking or savings balance cannot be negative' }]);
      }
      await this.moveToBalance(account, target, memo);
      return { before, after: view(await lockOne(this.accounts, accountId)) };
    });
  }

  /** One adjustment entry for the difference, nothing when there is none. */
  async moveToBalance(account: Account, target: Money, memo: string): Promise<void> {
    const before = account.balanceMoney();
    const difference = target.minus(before);
    if (difference.isZero()) return;
    const adjustments = await this.ledger.internalAccountId('adjustments', account.currency);
    const [from, to] = difference.isPositive() ? [adjustments, account.id] : [account.id, adjustments];
    await this.ledger.post(JournalEntry.transfer('adjustment', memo, from, to, difference.isPositive() ? difference : difference.negate()));
    await this.outbox.record(new AccountBalanceAdjusted({
      accountId: account.id, userId: account.userId!, accountNumber: account.accountNumber, currency: account.currency,
      before: before.toString(), after: target.toString(),
    }));
  }
}

@CommandHandler(ChangeAccountCurrency)
export class ChangeAccountCurrencyHandler implements ICommandHandler<ChangeAccountCurrency, AccountChange> {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    private readonly adjust: AdjustBalanceHandler,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute({ accountId, newCurrency, memo }: ChangeAccountCurrency): Promise<AccountChange> {
    if (!(CURRENCIES as readonly unknown[]).includes(newCurrency)) {
      throw new ValidationFailed('Please choose a supported currency', [{ field: 'newCurrency', message: 'Please choose a supported currency' }]);
    }
    return this.tx.run(async () => {
      const account = await lockOne(this.accounts, accountId);
      const before = view(account);
      if (account.currency === newCurrency) {
        throw new ValidationFailed(`The account is already in ${newCurrency}`, [{ field: 'newCurrency', message: `The account is already in ${newCurrency}` }]);
      }
      // Nothing vanishes: the balance goes to the adjustments account in the old currency first.
      await this.adjust.moveToBalance(account, Money.zero(account.currency), memo);
      const emptied = await lockOne(this.accounts, accountId);
      emptied.changeCurrency(newCurrency, this.clock.now());
      await this.accounts.save(emptied);
      return { before, after: view(emptied) };
    });
  }
}

@CommandHandler(CloseAccount)
export class CloseAccountHandler implements ICommandHandler<CloseAccount, AccountChange> {
  constructor(@Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository, private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock) {}

  execute({ accountId }: CloseAccount): Promise<AccountChange> {
    return this.tx.run(async () => {
      const account = await lockOne(this.accounts, accountId);
      const before = view(account);
      account.close(this.clock.now());
      await this.accounts.save(account);
      await this.outbox.record(new AccountClosed({ accountId, userId: account.userId!, accountNumber: account.accountNumber }));
      return { before, after: { ...before, isActive: false } };
    });
  }
}

@QueryHandler(ListAccountsOfUsers)
export class ListAccountsOfUsersHandler implements IQueryHandler<ListAccountsOfUsers, AdminAccountView[]> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}
  execute({ userIds }: ListAccountsOfUsers): Promise<AdminAccountView[]> {
    return this.accounts.openAccountsOfUsers(userIds);
  }
}

@QueryHandler(SumCustomerBalances)
export class SumCustomerBalancesHandler implements IQueryHandler<SumCustomerBalances, CustomerBalances> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}
  execute(): Promise<CustomerBalances> {
    return this.accounts.sumCustomerBalances();
  }
}

function parseBalance(input: unknown, currency: string): Money {
  const message = 'New balance must be a number with at most 2 decimals';
  if (input === null || input === undefined || input === '') throw new ValidationFailed(message, [{ field: 'newBalance', message }]);
  try {
    return Money.parse(input, currency);
  } catch (error) {
    if (error instanceof MoneyError) throw new ValidationFailed(message, [{ field: 'newBalance', message }]);
    throw error;
  }
}

export const ADMINISTER_ACCOUNT_HANDLERS = [
  LockAccountsForAdminHandler, AdjustBalanceHandler, ChangeAccountCurrencyHandler, CloseAccountHandler, ListAccountsOfUsersHandler, SumCustomerBalancesHandler,
];
