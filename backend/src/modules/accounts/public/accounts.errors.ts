/** Errors other contexts may throw or catch when they work with accounts. */
export { AccountInactive, AccountNotFound, CurrencyMismatch } from '../domain/account.errors.js';
