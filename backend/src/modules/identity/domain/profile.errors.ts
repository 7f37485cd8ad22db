import { DomainError } from '../../../shared/errors/domain-error.js';

/** Replacing security questions or a signature asks for the current password first. */
export class CurrentPasswordRequired extends DomainError {
  readonly code = 'IDENTITY.CURRENT_PASSWORD_REQUIRED';
  constructor() {
    const message = 'Enter your current password to replace your security questions or signature';
    super(message, [{ field: 'currentPassword', message }]);
  }
}

/** The check of the current password (password change, replacing credentials); a 400 on that field. */
export class CurrentPasswordIncorrect extends DomainError {
  readonly code = 'IDENTITY.CURRENT_PASSWORD_INCORRECT';
  constructor() {
    super('Current password is incorrect', [{ field: 'currentPassword', message: 'Current password is incorrect' }]);
  }
}
