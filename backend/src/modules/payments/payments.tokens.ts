export const TRANSACTION_BOOK = Symbol('TransactionBook');
