import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/clock.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { AttemptLimiter } from '../../../../shared/security/attempt-limiter.js';
import { Sessions } from '../../../../shared/sessions/sessions.js';
import type { KnownDeviceRepository } from '../../domain/known-device.js';
import type { LoginAttempts } from '../../domain/login-attempts.js';
import { DEVICE_MEMORY_DAYS } from '../../domain/sign-in-device.js';
import type { StepUpRepository } from '../../domain/step-up.repository.js';
import { KNOWN_DEVICES, LOGIN_ATTEMPTS, STEP_UP_REPOSITORY } from '../../identity.tokens.js';

const DAY_MS = 86_400_000;

@Injectable()
@Job('purge-sessions', 'Deletes expired sessions, old sign-in failures and link attempts, old step-up questions, unused transfer authorizations and devices whose cookie has expired')
export class PurgeSessionsJob implements BankJob {
  constructor(
    private readonly sessions: Sessions,
    @Inject(LOGIN_ATTEMPTS) private readonly attempts: LoginAttempts,
    @Inject(STEP_UP_REPOSITORY) private readonly stepUp: StepUpRepository,
    @Inject(KNOWN_DEVICES) private readonly devices: KnownDeviceRepository,
    private readonly linkAttempts: AttemptLimiter,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<string> {
    const dayAgo = new Date(this.clock.now().getTime() - DAY_MS);
    const sessions = await this.sessions.purgeEnded();
    const failures = await this.attempts.purgeBefore(dayAgo);
    // Reset requests and wrong links count over an hour at most.
    const linkAttempts = await this.linkAttempts.purgeOlderThan(24);
    // Questions asked more than a day ago can no longer be answered; an authorization never used
    // authorized nothing, so its drawn signature is not kept (a used one is evidence and stays).
    const { challenges, authorizations } = await this.stepUp.purgeExpired(dayAgo);
    // A device unseen for longer than its cookie lives can never be recognised again.
    const devices = await this.devices.forgetUnseenSince(new Date(this.clock.now().getTime() - DEVICE_MEMORY_DAYS * DAY_MS));
    return `purged ${sessions} ended sessions, ${failures} old sign-in failures, ${linkAttempts} old link attempts, ${challenges} old security questions asked, `
      + `${authorizations} unused transfer authorizations and ${devices} forgotten devices`;
  }
}
