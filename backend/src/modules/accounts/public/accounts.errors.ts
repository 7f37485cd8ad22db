/** Errors other contexts may throw or catch when they work with accounts. */
export { AccountHasBalance, AccountInactive, AccountNotFound, CreditLimitExceeded, CurrencyMismatch, InsufficientFunds } from '../domain/account.errors.js';
