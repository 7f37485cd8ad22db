/**
 * What other contexts may ask of accounts, through the command and query buses.
 * Money travels as decimal strings.
 */
export type InternalAccountPurpose = 'clearing' | 'external' | 'adjustments' | 'fx' | 'fees';
export type AccountRef = { accountId: string } | { internal: InternalAccountPurpose };
export type JournalKind = 'transfer-hold' | 'transfer-settle' | 'transfer-return' | 'deposit' | 'withdrawal' | 'adjustment';

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
      /** Backdating, for demo history only. */
      at?: Date;
    },
  ) {}
}

export interface MovedBetween {
  from: { id: string; userId: string; accountNumber: string } | null;
  to: { id: string; userId: string; accountNumber: string } | null;
}

export interface AccountSummary {
  id: string;
  userId: string;
  accountNumber: string;
  accountType: 'checking' | 'savings' | 'credit';
  currency: string;
  isActive: boolean;
  accountName: string;
}

/** A customer account by id or by number; null when there is none. */
export class FindAccount {
  constructor(readonly by: { id: string } | { accountNumber: string }) {}
}

/** Customer accounts by ids and numbers in one read (the transfer's source and payee); those that exist. */
export class FindAccounts {
  constructor(readonly by: { ids: string[]; accountNumbers: string[] }) {}
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
