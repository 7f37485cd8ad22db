import { DomainError } from '../../../shared/errors/domain-error.js';

export class AccountNotFound extends DomainError {
  readonly code = 'ACCOUNTS.ACCOUNT_NOT_FOUND';
  constructor() { super('Account not found'); }
}

export class InsufficientFunds extends DomainError {
  readonly code = 'ACCOUNTS.INSUFFICIENT_FUNDS';
  constructor() { super('Insufficient funds'); }
}

export class CreditLimitExceeded extends DomainError {
  readonly code = 'ACCOUNTS.CREDIT_LIMIT_EXCEEDED';
  constructor() { super('This transfer would exceed the credit limit'); }
}

export class AccountInactive extends DomainError {
  readonly code = 'ACCOUNTS.ACCOUNT_INACTIVE';
  constructor() { super('This account is not active'); }
}

export class LookupsThrottled extends DomainError {
  readonly code = 'ACCOUNTS.LOOKUPS_THROTTLED';
  constructor() { super('Too many account numbers checked. Please try again later.'); }
}

export class UnbalancedJournal extends Error {
  constructor(detail: string) { super(`journal entry does not balance: ${detail}`); }
}

export class CurrencyMismatch extends DomainError {
  readonly code = 'ACCOUNTS.CURRENCY_MISMATCH';
  constructor() { super('Both accounts must be in the same currency for a domestic transfer'); }
}

/** Closing or deleting refused while the account holds money (it must be moved out first). */
export class AccountHasBalance extends DomainError {
  readonly code = 'ACCOUNTS.ACCOUNT_HAS_BALANCE';
  constructor() { super('The account still has a balance. Move it out before deleting the account.'); }
}
