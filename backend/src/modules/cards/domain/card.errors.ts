import { DomainError } from '../../../shared/errors/domain-error.js';

// Messages match contracts' CardMessages (the domain does not import contracts).

export class CardNotFound extends DomainError {
  readonly code = 'CARDS.CARD_NOT_FOUND';
  constructor() { super('Card not found'); }
}

export class AccountNotEligible extends DomainError {
  readonly code = 'CARDS.ACCOUNT_NOT_ELIGIBLE';
  constructor(message = 'Debit cards are available for checking and savings accounts only') { super(message, [{ field: 'accountId', message }]); }
}

export class AlreadyHasCard extends DomainError {
  readonly code = 'CARDS.ALREADY_HAS_CARD';
  constructor() { super('This account already has a debit card or an application in progress'); }
}

export class CardNotIssued extends DomainError {
  readonly code = 'CARDS.NOT_ISSUED';
  constructor(message = 'This card has not been issued') { super(message); }
}

export class CardDisabledByBank extends DomainError {
  readonly code = 'CARDS.DISABLED_BY_BANK';
  constructor() { super('This card was disabled by the bank. Please contact support to enable it.'); }
}

export class WalletNeedsActiveCard extends DomainError {
  readonly code = 'CARDS.WALLET_NEEDS_ACTIVE';
  constructor() { super('Only an active card can be added to a digital wallet'); }
}

export class AlreadyInWallet extends DomainError {
  readonly code = 'CARDS.ALREADY_IN_WALLET';
  constructor(walletLabel: string) { super(`This card is already in ${walletLabel}`); }
}

export class RevealsThrottled extends DomainError {
  readonly code = 'CARDS.REVEALS_THROTTLED';
  constructor() { super('Too many card reveals. Please try again later.'); }
}

export class CardNumberTaken extends DomainError {
  readonly code = 'CARDS.NUMBER_TAKEN';
  constructor() { super('A card with this number already exists'); }
}
