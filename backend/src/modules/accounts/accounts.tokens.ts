export const LEDGER = Symbol('Ledger');
