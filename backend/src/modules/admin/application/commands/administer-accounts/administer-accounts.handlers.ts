import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Money, MoneyError } from '../../../../../shared/money/money.js';
import { OpenAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import {
  AdjustBalance, ChangeAccountCurrency, CloseAccount, LockAccountsForAdmin, type AccountChange, type AdminAccountView,
} from '../../../../accounts/public/admin-accounts.api.js';
import { FindUserForAdmin } from '../../../../identity/public/admin-user.commands.js';
import { CountTransfersInFlight } from '../../../../payments/public/admin-payments.api.js';
import { RecordExternalMovement } from '../../../../payments/public/payments.api.js';
import { TransferInFlight } from '../../../domain/admin.errors.js';
import { Audited } from '../../audited.js';
import { DeleteAccount, OpenAccountForCustomer, SetAccountBalance, SwitchAccountCurrency } from './administer-accounts.commands.js';

const accountTarget = (id: string) => ({ type: 'account' as const, id });

@CommandHandler(OpenAccountForCustomer)
export class OpenAccountForCustomerHandler implements ICommandHandler<OpenAccountForCustomer, AdminAccountView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  execute({ actor, request }: OpenAccountForCustomer): Promise<AdminAccountView> {
    return this.audited.run({ actor, action: 'account.create', target: accountTarget('') }, async () => {
      if (!(await this.queries.execute(new FindUserForAdmin(request.userId)))) {
        throw new ValidationFailed('Please select a customer', [{ field: 'userId', message: 'Please select a customer' }]);
      }
      const initialBalance = amountField(request.initialBalance, request.currency, 'initialBalance', 'Initial balance must be zero or a positive amount with at most 2 decimals');
      const creditLimit = request.accountType === 'credit'
        ? amountField(request.creditLimit, request.currency, 'creditLimit', 'A credit account needs a credit limit: a positive amount with at most 2 decimals')
        : null;
      const opened = await this.commands.execute<OpenAccount, AccountSummary>(new OpenAccount({
        userId: request.userId, accountType: request.accountType, currency: request.currency, creditLimit: creditLimit?.toString() ?? null,
      }));
      // The opening balance arrives from outside the bank like any deposit: a journal entry from
      // the external account and a completed deposit in the customer's history.
      if (initialBalance.isPositive()) {
        await this.commands.execute(new RecordExternalMovement({ accountId: opened.id, direction: 'deposit', amount: initialBalance.toString(), description: 'Opening balance' }));
      }
      const [after] = await this.queries.execute<LockAccountsForAdmin, AdminAccountView[]>(new LockAccountsForAdmin({ accountIds: [opened.id] }));
      return { targetId: opened.id, targetOwnerId: request.userId, before: null, after, result: after };
    });
  }
}

@CommandHandler(SetAccountBalance)
export class SetAccountBalanceHandler implements ICommandHandler<SetAccountBalance, AdminAccountView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus) {}

  execute({ actor, accountId, newBalance, reason }: SetAccountBalance): Promise<AdminAccountView> {
    return this.audited.run({ actor, action: 'account.balance', target: accountTarget(accountId), reason }, async () => {
      const { before, after } = await this.commands.execute<AdjustBalance, AccountChange>(new AdjustBalance(accountId, newBalance, `Balance adjustment: ${reason}`));
      return { targetOwnerId: after.userId, before, after, result: after };
    });
  }
}

/** Locks the account, then refuses while money of it is in clearing (nothing new can start meanwhile). */
async function lockWithoutTransfersInFlight(queries: QueryBus, accountId: string): Promise<AdminAccountView> {
  const [account] = await queries.execute<LockAccountsForAdmin, AdminAccountView[]>(new LockAccountsForAdmin({ accountIds: [accountId] }));
  if (!account) throw new AccountNotFound();
  if (await queries.execute<CountTransfersInFlight, number>(new CountTransfersInFlight([accountId]))) throw new TransferInFlight();
  return account;
}

@CommandHandler(SwitchAccountCurrency)
export class SwitchAccountCurrencyHandler implements ICommandHandler<SwitchAccountCurrency, AdminAccountView> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  execute({ actor, accountId, newCurrency, reason }: SwitchAccountCurrency): Promise<AdminAccountView> {
    return this.audited.run({ actor, action: 'account.currency', target: accountTarget(accountId), reason }, async () => {
      await lockWithoutTransfersInFlight(this.queries, accountId);
      const memo = `Currency change to ${newCurrency}${reason ? `: ${reason}` : ''}`;
      const { before, after } = await this.commands.execute<ChangeAccountCurrency, AccountChange>(new ChangeAccountCurrency(accountId, newCurrency, memo));
      return { targetOwnerId: after.userId, before, after, result: after };
    });
  }
}

@CommandHandler(DeleteAccount)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccount, void> {
  constructor(private readonly audited: Audited, private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  execute({ actor, accountId }: DeleteAccount): Promise<void> {
    return this.audited.run({ actor, action: 'account.delete', target: accountTarget(accountId) }, async () => {
      await lockWithoutTransfersInFlight(this.queries, accountId);
      const { before, after } = await this.commands.execute<CloseAccount, AccountChange>(new CloseAccount(accountId));
      return { targetOwnerId: after.userId, before, after: { ...after, closed: true }, result: undefined };
    });
  }
}

export const ADMINISTER_ACCOUNTS_HANDLERS = [OpenAccountForCustomerHandler, SetAccountBalanceHandler, SwitchAccountCurrencyHandler, DeleteAccountHandler];

/** An amount typed by the administrator: exact (Money), or a 400 naming the field. */
function amountField(input: unknown, currency: string, field: string, message: string): Money {
  try {
    if (input === null || input === undefined || input === '') throw new MoneyError('NOT_A_NUMBER', message);
    const amount = Money.parse(input, currency);
    if (amount.isNegative()) throw new MoneyError('NOT_POSITIVE', message);
    return amount;
  } catch (error) {
    if (error instanceof MoneyError) throw new ValidationFailed(message, [{ field, message }]);
    throw error;
  }
}
