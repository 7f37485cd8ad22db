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
