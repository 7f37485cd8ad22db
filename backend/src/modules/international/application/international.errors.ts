import { InternationalMessages as M } from '@bank/contracts/international';
import { DomainError, ValidationFailed } from '../../../shared/errors/domain-error.js';

/** Questions or signature were reset by the bank: they must be set up again first (SPEC 4). */
export class SecuritySetupRequired extends DomainError {
  readonly code = 'INTERNATIONAL.SECURITY_SETUP_REQUIRED';
  constructor() { super(M.SECURITY_SETUP_REQUIRED); }
}

export class InternationalTransferNotFound extends DomainError {
  readonly code = 'INTERNATIONAL.TRANSFER_NOT_FOUND';
  constructor() { super(M.TRANSFER_NOT_FOUND); }
}

/** A rule of the transfer broken by one field: 400 naming it. */
export function invalidField(field: string, message: string): ValidationFailed {
  return new ValidationFailed(message, [{ field, message }]);
}
