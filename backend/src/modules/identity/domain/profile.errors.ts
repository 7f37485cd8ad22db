import { DomainError } from '../../../shared/errors/domain-error.js';

/** The password change's check of the current password; a 400 on that field, not a sign-in failure. */
export class CurrentPasswordIncorrect extends DomainError {
  readonly code = 'IDENTITY.CURRENT_PASSWORD_INCORRECT';
  constructor() {
    super('Current password is incorrect', [{ field: 'currentPassword', message: 'Current password is incorrect' }]);
  }
}
