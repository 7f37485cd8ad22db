import { Money } from '../../../shared/money/money.js';
import { AccountInactive, CreditLimitExceeded, InsufficientFunds } from './account.errors.js';

export type CustomerAccountType = 'checking' | 'savings' | 'credit';

/**
 * A customer's account as the ledger sees it while its row is locked. The balance is the
 * sum of its postings; a credit account's balance is negative while the customer owes.
 */
export class Account {
  constructor(
    readonly id: string,
    readonly userId: string | null,
    readonly accountNumber: string,
    readonly accountType: CustomerAccountType | 'internal',
    readonly currency: string,
    readonly balance: Money,
    readonly creditLimit: Money | null,
    readonly isActive: boolean,
  ) {}

  get isInternal(): boolean {
    return this.accountType === 'internal';
  }

  /** Balance for deposit accounts; for credit accounts, the limit minus what is owed. */
  availableToSpend(): Money {
    if (this.accountType === 'credit') return this.creditLimit!.plus(this.balance);
    return this.balance;
  }

  /** The rules for money leaving a customer account; internal accounts may go either way. */
  assertCanSend(amount: Money): void {
    if (this.isInternal) return;
    if (!this.isActive) throw new AccountInactive();
    if (this.availableToSpend().lessThan(amount)) {
      throw this.accountType === 'credit' ? new CreditLimitExceeded() : new InsufficientFunds();
    }
  }

  assertCanReceive(): void {
    if (!this.isInternal && !this.isActive) throw new AccountInactive();
  }
}
