import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import type { TransferLimitsDto } from '@bank/contracts/payments';
import { isUuid } from '../../../../../shared/ids.js';
import { Money } from '../../../../../shared/money/money.js';
import { CountPayeeLookup, IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { AccountNotFound } from '../../../../accounts/public/accounts.errors.js';
import { domesticPayee, internationalRecipient, payeeOf, type PayeeKey } from '../../../domain/payee.js';
import { remainingLimits } from '../../../domain/transfer-limits.js';
import { TRANSFER_QUERIES } from '../../../payments.tokens.js';
import type { TransferQueries } from '../../ports/transfer-queries.js';

/** Whom the transfer would pay: an account number of this bank, or a recipient abroad. */
export type LimitsPayee =
  | { toAccountNumber: string }
  | { recipient: { countryCode: string; accountNumber: string; ifscOrBic: string | null } };

/**
 * How much more the customer may send today, this month and today to the payee, in USD.
 * A command, like LookUpPayee: for an account number it counts a payee lookup (429 past the
 * limit), and it answers the same shape whether or not the number belongs to an account (an
 * unknown one has had nothing from the customer, like any payee not yet paid today), so it tells
 * no more than the lookup. A recipient abroad is the customer's own words: nothing to look up.
 */
export class LookUpTransferLimits {
  constructor(readonly userId: string, readonly fromAccountId: string, readonly payee: LimitsPayee) {}
}

@CommandHandler(LookUpTransferLimits)
export class LookUpTransferLimitsHandler implements ICommandHandler<LookUpTransferLimits, TransferLimitsDto> {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus, @Inject(TRANSFER_QUERIES) private readonly transfers: TransferQueries) {}

  async execute({ userId, fromAccountId, payee }: LookUpTransferLimits): Promise<TransferLimitsDto> {
    const domestic = 'toAccountNumber' in payee;
    if (domestic) await this.commands.execute(new CountPayeeLookup(userId));
    if (!isUuid(fromAccountId)) throw new AccountNotFound();
    const accountNumbers = domestic ? [payee.toAccountNumber] : [];
    const accounts = await this.queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: [fromAccountId], accountNumbers }));
    const from = accounts.find((a) => a.id === fromAccountId);
    if (!from || from.userId !== userId) throw new AccountNotFound();
    const payeeKey = domestic ? this.domesticPayee(from, accounts, payee.toAccountNumber) : internationalRecipient(payee.recipient);
    const usage = await this.transfers.usage(userId, payeeKey);
    const usd = (amount: string) => Money.fromDb(amount, 'USD');
    const left = remainingLimits({ todayUsd: usd(usage.todayUsd), earlierThisMonthUsd: usd(usage.earlierThisMonthUsd), payeeTodayUsd: usage.payeeTodayUsd === null ? null : usd(usage.payeeTodayUsd) });
    return { dailyRemaining: left.dailyRemaining.toString(), monthlyRemaining: left.monthlyRemaining.toString(), payeeRemaining: left.payeeRemaining.toString() };
  }

  private domesticPayee(from: AccountIdentity, accounts: AccountIdentity[], toAccountNumber: string): PayeeKey | null {
    const to = accounts.find((a) => a.accountNumber === toAccountNumber);
    return to ? payeeOf(from, to) : domesticPayee(toAccountNumber);
  }
}
