/** The ports of the international context, bound in international.module.ts. */
export const INTERNATIONAL_TRANSFER_REPOSITORY = Symbol('InternationalTransferRepository');
export const EXCHANGE_RATE_REPOSITORY = Symbol('ExchangeRateRepository');
export const SANCTIONS_LIST = Symbol('SanctionsList');
export const REFERENCE_DATA = Symbol('ReferenceData');
export const INTERNATIONAL_QUERIES = Symbol('InternationalQueries');
/** International's part of payments' transfer statement (application/ports/transfer-opening.ts). */
export const INTERNATIONAL_TRANSFER_OPENING = Symbol('InternationalTransferOpening');
