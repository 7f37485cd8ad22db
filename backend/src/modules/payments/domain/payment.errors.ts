import { DomainError } from '../../../shared/errors/domain-error.js';

export class TransferStatusConflict extends DomainError {
  readonly code = 'PAYMENTS.STATUS_CONFLICT';
  constructor(moneyState: 'settled' | 'returned') {
    super(moneyState === 'settled'
      ? 'The money of this transfer was already delivered, so it can only be marked completed or credited.'
      : 'The money of this transfer was already returned to the sender, so it can only be marked failed or cancelled.');
  }
}

export class SameAccount extends DomainError {
  readonly code = 'PAYMENTS.SAME_ACCOUNT';
  constructor() { super('You cannot transfer to the same account'); }
}

export class TransferLimitExceeded extends DomainError {
  readonly code = 'PAYMENTS.LIMIT_EXCEEDED';
  constructor(period: 'daily' | 'monthly') {
    super(period === 'daily'
      ? 'This transfer would exceed your daily transfer limit of $10,000.00'
      : 'This transfer would exceed your monthly transfer limit of $50,000.00');
  }
}

/** More than PAYEE_DAILY_LIMIT_USD to one payee in a bank day (issue 24 item 7). */
export class PayeeLimitExceeded extends DomainError {
  readonly code = 'PAYMENTS.PAYEE_DAILY_LIMIT_EXCEEDED';
  constructor() { super('Daily limit for this payee exceeded'); }
}

export class IdempotencyKeyReused extends DomainError {
  readonly code = 'PAYMENTS.IDEMPOTENCY_KEY_REUSED';
  constructor() { super('This Idempotency-Key was already used for a different request'); }
}

export class TransferNotFound extends DomainError {
  readonly code = 'PAYMENTS.TRANSFER_NOT_FOUND';
  constructor() { super('Transaction not found'); }
}

export class InvalidAmount extends DomainError {
  readonly code = 'VALIDATION';
  constructor(message: string) { super(message, [{ field: 'amount', message }]); }
}

export class AccountClosed extends DomainError {
  readonly code = 'PAYMENTS.ACCOUNT_CLOSED';
  constructor() { super('The account this money would go to no longer exists; return the transfer instead.'); }
}
