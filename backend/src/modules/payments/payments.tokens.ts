/** The ports of the payments context, bound in payments.module.ts. */
export const TRANSFER_REPOSITORY = Symbol('TransferRepository');
export const TRANSFER_OPENINGS = Symbol('TransferOpenings');
export const TRANSFER_QUERIES = Symbol('TransferQueries');
export const EXTERNAL_MOVEMENTS = Symbol('ExternalMovements');
export const INCOMING_DEPOSITS = Symbol('IncomingDeposits');
