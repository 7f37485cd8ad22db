import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import { sessionTimeoutMinutes } from '../../../domain/session-timeout.js';
import { SetSessionTimeout } from '../../../public/admin-user.commands.js';

@CommandHandler(SetSessionTimeout)
export class SetSessionTimeoutHandler implements ICommandHandler<SetSessionTimeout, { before: number; after: number }> {
  constructor(private readonly sessions: Sessions, private readonly tx: TransactionRunner) {}

  async execute(command: SetSessionTimeout): Promise<{ before: number; after: number }> {
    const after = sessionTimeoutMinutes(command.timeoutMinutes);
    return this.tx.run(async () => {
      const before = await this.sessions.timeoutMinutes();
      await this.sessions.setTimeoutMinutes(after);
      return { before, after };
    });
  }
}
