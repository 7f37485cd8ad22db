import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CURRENCIES } from '@bank/contracts/accounts';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { AccountHasBalance, AccountNotFound } from '../../../domain/account.errors.js';
import { JournalEntry } from '../../../domain/journal-entry.js';
import type { Ledger } from '../../../domain/ledger.js';
import { LEDGER } from '../../../accounts.tokens.js';
import {
  AdjustBalance, ChangeAccountCurrency, CloseAccount, ListAccountsOfUsers, LockAccountsForAdmin, SumCustomerBalances,
  type AccountChange, type AdminAccountView, type CustomerBalances,
} from '../../../public/admin-accounts.api.js';
import { AccountBalanceAdjusted, AccountClosed } from '../../../public/accounts.events.js';

// The back office's changes to accounts: every balance change is a journal entry against the
// bank's adjustments account (DESIGN 9), so reconcile-ledger stays green.

const COLUMNS = `id, user_id, account_number, account_type, currency, balance::text as balance, credit_limit::text as credit_limit, is_active, created_at`;
type Row = { id: string; user_id: string; account_number: string; account_type: AdminAccountView['accountType']; currency: string; balance: string; credit_limit: string | null; is_active: string; created_at: Date };
const view = (r: Row): AdminAccountView => ({
  id: r.id, userId: r.user_id, accountNumber: r.account_number, accountType: r.account_type, currency: r.currency,
  balance: r.balance, creditLimit: r.credit_limit, isActive: r.is_active === 'true', createdAt: new Date(r.created_at).toISOString(),
});

/** Open customer accounts, rows locked in id order (the ledger's order: no deadlocks with transfers). */
async function lockAccounts(em: EntityManager, by: LockAccountsForAdmin['by']): Promise<AdminAccountView[]> {
  const ids = 'accountIds' in by ? by.accountIds.filter(isUuid) : [];
  const userId = 'userId' in by && isUuid(by.userId) ? by.userId : null;
  const rows = await sql<Row>(em,
    `select ${COLUMNS} from accounts.accounts where (id = any($1::uuid[]) or user_id = $2::uuid) and user_id is not null and closed_at is null order by id for update`,
    [ids, userId]);
  return rows.map(view);
}

async function lockOne(em: EntityManager, accountId: string): Promise<AdminAccountView> {
  const [account] = await lockAccounts(em, { accountIds: [accountId] });
  if (!account) throw new AccountNotFound();
  return account;
}

@QueryHandler(LockAccountsForAdmin)
export class LockAccountsForAdminHandler implements IQueryHandler<LockAccountsForAdmin, AdminAccountView[]> {
  constructor(private readonly em: EntityManager, private readonly tx: TransactionRunner) {}
  execute({ by }: LockAccountsForAdmin): Promise<AdminAccountView[]> {
    return this.tx.run(() => lockAccounts(this.em, by));
  }
}

@CommandHandler(AdjustBalance)
export class AdjustBalanceHandler implements ICommandHandler<AdjustBalance, AccountChange> {
  constructor(private readonly em: EntityManager, @Inject(LEDGER) private readonly ledger: Ledger, private readonly tx: TransactionRunner, private readonly outbox: Outbox) {}

  execute({ accountId, newBalance, memo }: AdjustBalance): Promise<AccountChange> {
    return this.tx.run(async () => {
      const before = await lockOne(this.em, accountId);
      const target = parseBalance(newBalance, before.currency);
      if (before.accountType === 'credit' && target.isNegative() && Money.fromDb(before.creditLimit ?? '0', before.currency).lessThan(target.negate())) {
        throw new ValidationFailed('The balance cannot go past the credit limit', [{ field: 'newBalance', message: 'The balance cannot go past the credit limit' }]);
      }
      if (before.accountType !== 'credit' && target.isNegative()) {
        throw new ValidationFailed('A checking or savings balance cannot be negative', [{ field: 'newBalance', message: 'A checking or savings balance cannot be negative' }]);
      }
      await this.moveToBalance(before, target, memo);
      const after = await lockOne(this.em, accountId);
      return { before, after };
    });
  }

  /** One adjustment entry for the difference, nothing when there is none. */
  async moveToBalance(account: AdminAccountView, target: Money, memo: string): Promise<void> {
    const difference = target.minus(Money.fromDb(account.balance, account.currency));
    if (difference.isZero()) return;
    const adjustments = await this.ledger.internalAccountId('adjustments', account.currency);
    const [from, to] = difference.isPositive() ? [adjustments, account.id] : [account.id, adjustments];
    await this.ledger.post(JournalEntry.transfer('adjustment', memo, from, to, difference.isPositive() ? difference : difference.negate()));
    await this.outbox.record(new AccountBalanceAdjusted({
      accountId: account.id, userId: account.userId, accountNumber: account.accountNumber, currency: account.currency,
      before: account.balance, after: target.toString(),
    }));
  }
}

@CommandHandler(ChangeAccountCurrency)
export class ChangeAccountCurrencyHandler implements ICommandHandler<ChangeAccountCurrency, AccountChange> {
  constructor(private readonly em: EntityManager, private readonly adjust: AdjustBalanceHandler, private readonly tx: TransactionRunner) {}

  execute({ accountId, newCurrency, memo }: ChangeAccountCurrency): Promise<AccountChange> {
    if (!(CURRENCIES as readonly unknown[]).includes(newCurrency)) {
      throw new ValidationFailed('Please choose a supported currency', [{ field: 'newCurrency', message: 'Please choose a supported currency' }]);
    }
    return this.tx.run(async () => {
      const before = await lockOne(this.em, accountId);
      if (before.currency === newCurrency) {
        throw new ValidationFailed(`The account is already in ${newCurrency}`, [{ field: 'newCurrency', message: `The account is already in ${newCurrency}` }]);
      }
      // Nothing vanishes: the balance goes to the adjustments account in the old currency first.
      await this.adjust.moveToBalance(before, Money.zero(before.currency), memo);
      await sql(this.em, `update accounts.accounts set currency = $2, updated_at = now() where id = $1`, [accountId, newCurrency]);
      return { before, after: await lockOne(this.em, accountId) };
    });
  }
}

@CommandHandler(CloseAccount)
export class CloseAccountHandler implements ICommandHandler<CloseAccount, AccountChange> {
  constructor(private readonly em: EntityManager, private readonly tx: TransactionRunner, private readonly outbox: Outbox) {}

  execute({ accountId }: CloseAccount): Promise<AccountChange> {
    return this.tx.run(async () => {
      const before = await lockOne(this.em, accountId);
      if (!Money.fromDb(before.balance, before.currency).isZero()) throw new AccountHasBalance();
      await sql(this.em, `update accounts.accounts set is_active = 'false', closed_at = now(), updated_at = now() where id = $1`, [accountId]);
      await this.outbox.record(new AccountClosed({ accountId, userId: before.userId, accountNumber: before.accountNumber }));
      return { before, after: { ...before, isActive: false } };
    });
  }
}

@QueryHandler(ListAccountsOfUsers)
export class ListAccountsOfUsersHandler implements IQueryHandler<ListAccountsOfUsers, AdminAccountView[]> {
  constructor(private readonly em: EntityManager) {}
  async execute({ userIds }: ListAccountsOfUsers): Promise<AdminAccountView[]> {
    const ids = userIds.filter(isUuid);
    if (!ids.length) return [];
    return (await sql<Row>(this.em, `select ${COLUMNS} from accounts.accounts where user_id = any($1::uuid[]) and closed_at is null order by user_id, account_type, id`, [ids])).map(view);
  }
}

@QueryHandler(SumCustomerBalances)
export class SumCustomerBalancesHandler implements IQueryHandler<SumCustomerBalances, CustomerBalances> {
  constructor(private readonly em: EntityManager) {}
  async execute(): Promise<CustomerBalances> {
    const rows = await sql<{ currency: string; total: string; accounts: string }>(this.em,
      `select currency, sum(balance)::text as total, count(*)::text as accounts from accounts.accounts
       where user_id is not null and closed_at is null and is_active = 'true' group by currency order by currency`);
    return { openAccounts: rows.reduce((n, r) => n + Number(r.accounts), 0), byCurrency: rows.map((r) => ({ currency: r.currency, total: r.total })) };
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
