export const TRANSACTION_BOOK = Symbol('TransactionBook');
export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');
