import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ConfirmPassword } from '../../../public/confirm-password.query.js';
import { PasswordCheck } from '../../password-check.js';

@QueryHandler(ConfirmPassword)
export class ConfirmPasswordHandler implements IQueryHandler<ConfirmPassword, void> {
  constructor(private readonly passwords: PasswordCheck) {}

  execute({ userId, password, ip }: ConfirmPassword): Promise<void> {
    return this.passwords.confirm(userId, password, ip);
  }
}
