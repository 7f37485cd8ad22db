import { DomainError } from '../../../shared/errors/domain-error.js';

export class InvalidCredentials extends DomainError {
  readonly code = 'IDENTITY.INVALID_CREDENTIALS';
  constructor() { super('Invalid customer ID or password'); }
}

export class LoginRestricted extends DomainError {
  readonly code = 'IDENTITY.LOGIN_RESTRICTED';
  constructor(reason: string | null) {
    super(reason ? `Login is restricted on this profile: ${reason}` : 'Login is restricted on this profile. Please contact the bank.');
  }
}

/** The change would leave the bank with no administrator who can sign in. */
export class LastAdministrator extends DomainError {
  readonly code = 'IDENTITY.LAST_ADMINISTRATOR';
  constructor() { super('This would leave no active administrator'); }
}

export class UserInactive extends DomainError {
  readonly code = 'IDENTITY.USER_INACTIVE';
  constructor() { super('This profile is inactive. Please contact the bank.'); }
}

export class LoginThrottled extends DomainError {
  readonly code = 'IDENTITY.LOGIN_THROTTLED';
  constructor(minutes: number) { super(`Too many failed sign-in attempts. Please try again in ${minutes} minutes.`); }
}

export class InvalidSessionTimeout extends DomainError {
  readonly code = 'IDENTITY.INVALID_TIMEOUT';
  constructor() { super('Timeout must be between 1 and 60 minutes.'); }
}

export class CustomerIdTaken extends DomainError {
  readonly code = 'IDENTITY.CUSTOMER_ID_TAKEN';
  constructor() { super('A customer with this customer ID already exists'); }
}

export class EmailTaken extends DomainError {
  readonly code = 'IDENTITY.EMAIL_TAKEN';
  constructor() { super('This email address is already used by another customer'); }
}

/** A customer whose money movements are restricted by the bank (DESIGN 4). */
export class TransactionsRestricted extends DomainError {
  readonly code = 'IDENTITY.TRANSACTIONS_RESTRICTED';
  constructor(reason: string | null) { super(`Transactions are restricted on this profile: ${reason ?? 'please contact the bank'}`); }
}

/** A password reset link that is unknown, expired, replaced by a newer one or already used: all alike. */
export class ResetLinkInvalid extends DomainError {
  readonly code = 'IDENTITY.RESET_LINK_INVALID';
  constructor(message: string) { super(message); }
}

/** An email change link that is unknown, expired, replaced, cancelled or already used: all alike. */
export class EmailChangeLinkInvalid extends DomainError {
  readonly code = 'IDENTITY.EMAIL_CHANGE_LINK_INVALID';
  constructor(message: string) { super(message); }
}

export class NoEmailChangePending extends DomainError {
  readonly code = 'IDENTITY.NO_EMAIL_CHANGE_PENDING';
  constructor(message: string) { super(message); }
}

/** Too many reset requests, wrong links or email change letters from one IP or for one account. */
export class TooManyAttempts extends DomainError {
  readonly code = 'IDENTITY.TOO_MANY_ATTEMPTS';
  constructor(message: string) { super(message); }
}
