import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { sessionTimeoutMinutes } from '../../../domain/session-timeout.js';
import { SESSIONS } from '../../../identity.tokens.js';
import type { Sessions } from '../../ports/sessions.js';
import { SetSessionTimeout } from './set-session-timeout.command.js';

@CommandHandler(SetSessionTimeout)
export class SetSessionTimeoutHandler implements ICommandHandler<SetSessionTimeout, number> {
  constructor(@Inject(SESSIONS) private readonly sessions: Sessions, private readonly tx: TransactionRunner) {}

  async execute(command: SetSessionTimeout): Promise<number> {
    const minutes = sessionTimeoutMinutes(command.timeoutMinutes);
    await this.tx.run(() => this.sessions.setTimeoutMinutes(minutes));
    return minutes;
  }
}
