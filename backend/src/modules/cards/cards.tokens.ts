/** The ports of the cards context, bound in cards.module.ts. */
export const DEBIT_CARD_REPOSITORY = Symbol('DebitCardRepository');
export const CARD_FEE_REPOSITORY = Symbol('CardFeeRepository');
export const CARD_QUERIES = Symbol('CardQueries');
export const CARD_SECRETS = Symbol('CardSecrets');
export const PIN_HASHER = Symbol('PinHasher');
