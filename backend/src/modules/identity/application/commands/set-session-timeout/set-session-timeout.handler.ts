import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import { sessionTimeoutMinutes } from '../../../domain/session-timeout.js';
import { SetSessionTimeout } from './set-session-timeout.command.js';

@CommandHandler(SetSessionTimeout)
export class SetSessionTimeoutHandler implements ICommandHandler<SetSessionTimeout, number> {
  constructor(private readonly sessions: Sessions, private readonly tx: TransactionRunner) {}

  async execute(command: SetSessionTimeout): Promise<number> {
    const minutes = sessionTimeoutMinutes(command.timeoutMinutes);
    await this.tx.run(() => this.sessions.setTimeoutMinutes(minutes));
    return minutes;
  }
}
