import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Money } from '../../../../../shared/money/money.js';
import { ACCOUNT_REPOSITORY, LEDGER } from '../../../accounts.tokens.js';
import { AccountNotFound, CurrencyMismatch } from '../../../domain/account.errors.js';
import type { Account } from '../../../domain/account.js';
import type { AccountRepository } from '../../../domain/account.repository.js';
import { JournalEntry } from '../../../domain/journal-entry.js';
import type { Ledger } from '../../../domain/ledger.js';
import { MoveMoney, type AccountRef, type MovedBetween } from '../../../public/accounts.api.js';

/** One journal entry between two accounts, the customer ones locked (in id order) and their rules checked first. */
@CommandHandler(MoveMoney)
export class MoveMoneyHandler implements ICommandHandler<MoveMoney, MovedBetween> {
  constructor(
    @Inject(ACCOUNT_REPOSITORY) private readonly accounts: AccountRepository,
    @Inject(LEDGER) private readonly ledger: Ledger,
    private readonly tx: TransactionRunner,
  ) {}

  async execute({ props }: MoveMoney): Promise<MovedBetween> {
    const amount = Money.parsePositiveAmount(props.amount, props.currency);
    return this.tx.run(async () => {
      const [fromId, toId] = await Promise.all([this.resolve(props.from, props.currency), this.resolve(props.to, props.currency)]);
      const locked = new Map((await this.accounts.lock([fromId, toId])).map((a) => [a.id, a]));
      const from = 'accountId' in props.from ? customerAccount(locked, fromId, props.currency) : null;
      const to = 'accountId' in props.to ? customerAccount(locked, toId, props.currency) : null;
      from?.assertCanSend(amount);
      to?.assertCanReceive();
      await this.ledger.post(JournalEntry.transfer(props.kind, props.memo, fromId, toId, amount, { transactionId: props.transactionId, reference: props.reference, at: props.at }));
      return { from: from && summary(from), to: to && summary(to) };
    });
  }

  private resolve(ref: AccountRef, currency: string): Promise<string> | string {
    if (!('accountId' in ref)) return this.ledger.internalAccountId(ref.internal, currency);
    if (!isUuid(ref.accountId)) throw new AccountNotFound();
    return ref.accountId;
  }
}

function customerAccount(locked: Map<string, Account>, id: string, currency: string): Account {
  const account = locked.get(id);
  if (!account) throw new AccountNotFound();
  if (account.currency !== currency) throw new CurrencyMismatch();
  return account;
}

function summary(a: Account): { id: string; userId: string; accountNumber: string } {
  return { id: a.id, userId: a.userId!, accountNumber: a.accountNumber };
}
