import { DomainError } from '../../../shared/errors/domain-error.js';

/** An administrator may not lock themselves out: deactivate, restrict or delete their own profile. */
export class NotOnYourself extends DomainError {
  readonly code = 'ADMIN.NOT_ON_YOURSELF';
  constructor() { super('Administrators cannot deactivate, restrict or delete their own profile'); }
}

/** Another administrator's standing and password are theirs to change, or an operator's (command-line jobs). */
export class NotOnAnAdministrator extends DomainError {
  readonly code = 'ADMIN.NOT_ON_AN_ADMINISTRATOR';
  constructor() { super("Another administrator's status, restrictions, password and profile are changed only by themselves or from the command line"); }
}

/** Currency change or closure while money of the account is still in clearing. */
export class TransferInFlight extends DomainError {
  readonly code = 'ADMIN.TRANSFER_IN_FLIGHT';
  constructor() { super('A transfer of this account is still in flight. Wait until it settles or set its status first.'); }
}

/** Deleting a user closes every account, and an account holding money cannot be closed. */
export class UserHasBalance extends DomainError {
  readonly code = 'ADMIN.USER_HAS_BALANCE';
  constructor(accountNumber: string) { super(`Account ${accountNumber} still has a balance. Move it out before deleting the user.`); }
}
