/** The ports of the accounts context, bound in accounts.module.ts. */
export const ACCOUNT_REPOSITORY = Symbol('AccountRepository');
export const LEDGER = Symbol('Ledger');
export const ACCOUNT_QUERIES = Symbol('AccountQueries');
export const ACCOUNT_HOLDER_PROJECTION = Symbol('AccountHolderProjection');
export const PAYEE_LOOKUP_COUNTER = Symbol('PayeeLookupCounter');
export const STATEMENTS = Symbol('Statements');
export const LEDGER_CHECKS = Symbol('LedgerChecks');
