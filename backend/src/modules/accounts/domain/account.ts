import { Money } from '../../../shared/money/money.js';
import { AccountHasBalance, AccountInactive, CreditLimitExceeded, InsufficientFunds } from './account.errors.js';

export type CustomerAccountType = 'checking' | 'savings' | 'credit';
export type InternalAccountPurpose = 'clearing' | 'external' | 'adjustments' | 'fx' | 'fees';

/**
 * An account of the bank: a customer's (checking, savings or credit) or one of the bank's own
 * internal accounts (clearing, external, …, no owner). Plain class: mapped in infrastructure.
 * The balance is the sum of the account's postings and moves only through the ledger (Ledger.post
 * writes it with the journal entry); a credit account's balance is negative while the customer
 * owes. Internal accounts keep no balance of their own: their position is their postings.
 */
export class Account {
  id!: string;
  userId!: string | null;
  accountNumber!: string;
  accountType!: CustomerAccountType | 'internal';
  currency!: string;
  /** Decimal text with 2 places, as PostgreSQL's numeric(12,2) gives it. */
  balance!: string;
  creditLimit!: string | null;
  isActive!: boolean;
  internalPurpose!: InternalAccountPurpose | null;
  /** Set when the bank closes the account: hidden from the customer, never reused, its ledger kept. */
  closedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  /** A new, empty customer account (money arrives through the ledger). */
  static open(p: { id: string; userId: string; accountNumber: string; accountType: CustomerAccountType; currency: string; creditLimit: string | null; at: Date }): Account {
    return Object.assign(new Account(), {
      id: p.id, userId: p.userId, accountNumber: p.accountNumber, accountType: p.accountType, currency: p.currency,
      balance: '0.00', creditLimit: p.accountType === 'credit' ? Money.parse(p.creditLimit ?? '0', p.currency).toString() : null,
      isActive: true, internalPurpose: null, closedAt: null, createdAt: p.at, updatedAt: p.at,
    });
  }

  get isInternal(): boolean {
    return this.accountType === 'internal';
  }

  balanceMoney(): Money {
    return Money.fromDb(this.balance, this.currency);
  }

  /** Balance for deposit accounts; for credit accounts, the limit minus what is owed. */
  availableToSpend(): Money {
    if (this.accountType === 'credit') return Money.fromDb(this.creditLimit ?? '0', this.currency).plus(this.balanceMoney());
    return this.balanceMoney();
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

  /** Closing keeps the row and its ledger; refused while the account holds money. */
  close(now: Date): void {
    if (!this.balanceMoney().isZero()) throw new AccountHasBalance();
    this.isActive = false;
    this.closedAt = now;
    this.updatedAt = now;
  }

  /** A new currency for an empty account (an administrator moves the balance out first). */
  changeCurrency(currency: string, now: Date): void {
    if (!this.balanceMoney().isZero()) throw new AccountHasBalance();
    this.currency = currency;
    this.balance = '0.00';
    this.updatedAt = now;
  }
}
