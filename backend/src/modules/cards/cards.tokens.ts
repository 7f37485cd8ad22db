export const DEBIT_CARD_REPOSITORY = Symbol('DebitCardRepository');
export const CARD_SECRETS = Symbol('CardSecrets');
export const PIN_HASHER = Symbol('PinHasher');
