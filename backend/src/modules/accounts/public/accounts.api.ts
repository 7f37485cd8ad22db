/**
 * What other contexts may ask of accounts, through the command and query buses.
 * Money travels as decimal strings.
 */
export type InternalAccountPurpose = 'clearing' | 'external' | 'adjustments' | 'fx' | 'fees';
export type AccountRef = { accountId: string } | { internal: InternalAccountPurpose };
export type JournalKind = 'transfer-hold' | 'transfer-settle' | 'transfer-return' | 'deposit' | 'withdrawal' | 'adjustment' | 'card-fee';

/**
 * Moves `amount` from one account to another as one journal entry. Joins the caller's
 * transaction. Enforces funds, credit limits, active accounts and the currency. Resolves to the customer accounts
 * it moved money between (MovedBetween), as they were under lock.
 */
export class MoveMoney {
  constructor(
    readonly props: {
      kind: JournalKind;
      memo: string;
      transactionId: string | null;
      from: AccountRef;
      to: AccountRef;
      amount: string;
      currency: string;
      /** What the customers' statements show beside the line: the transfer's code. */
      reference?: string | null;
      /** Backdating, for demo history only. */
      at?: Date;
    },
  ) {}
}

export interface MovedBetween {
  from: { id: string; userId: string; accountNumber: string } | null;
  to: { id: string; userId: string; accountNumber: string } | null;
}

/** What identifies a customer account and what money it holds: set when it is opened, changed only by an administrator. */
export interface AccountIdentity {
  id: string;
  userId: string;
  accountNumber: string;
  accountType: 'checking' | 'savings' | 'credit';
  currency: string;
}

export interface AccountSummary extends AccountIdentity {
  isActive: boolean;
  accountName: string;
}

/** A customer account by id or by number; null when there is none. */
export class FindAccount {
  constructor(readonly by: { id: string }) {}
}

/**
 * Another customer's account by number, for a payer to check before paying it: counted against
 * the payer's lookups, so account holders' names cannot be harvested by trying every number.
 * Null when there is no such account; LookupsThrottled past the limit.
 */
export class LookUpPayee {
  constructor(readonly userId: string, readonly accountNumber: string) {}
}

/**
 * Counts one lookup against the payer's limit without answering one: for a use case whose refusal
 * could tell whether an account number exists (a transfer to an unknown, closed or other-currency
 * payee). Throws LookupsThrottled (429) past the limit.
 */
export class CountPayeeLookup {
  constructor(readonly userId: string) {}
}

/**
 * Customer accounts by ids and numbers (the transfer's source and payee): those that exist. Unless
 * `fresh`, the answer may come from memory and be out of date (an administrator changed a currency
 * or deleted an account), so whoever acts on it checks it again under lock, and asks `fresh` when
 * that check fails.
 */
export class IdentifyAccounts {
  constructor(readonly by: { ids: string[]; accountNumbers: string[] }, readonly fresh = false) {}
}

export class OpenAccount {
  constructor(
    readonly props: { userId: string; accountType: 'checking' | 'savings' | 'credit'; currency: string; creditLimit?: string | null; at?: Date },
  ) {}
}

/** The user's own accounts as the API shows them (AccountDto), checking first. */
export class ListMyAccounts {
  constructor(readonly userId: string) {}
}
