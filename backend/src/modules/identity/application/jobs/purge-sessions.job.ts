import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRun } from '../../../../shared/database/sql.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { DEVICE_MEMORY_DAYS } from '../../domain/sign-in-device.js';

@Injectable()
@Job('purge-sessions', 'Deletes expired sessions, old sign-in failures, old step-up questions, unused transfer authorizations and devices whose cookie has expired')
export class PurgeSessionsJob implements BankJob {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<string> {
    // An hour's grace: an ended session's row outlives any request still in flight on it.
    const sessions = await sqlRun(this.em, `delete from platform.sessions where expire < now() - interval '1 hour'`);
    const failures = await sqlRun(this.em, `delete from identity.login_failures where attempted_at < now() - interval '1 day'`);
    // Questions asked more than a day ago can no longer be answered. An authorization that was
    // never used authorized nothing, so its drawn signature is not kept; a used one is the
    // customer's evidence of consent to a transfer and stays.
    const challenges = await sqlRun(this.em, `delete from identity.step_up_challenges where expires_at < now() - interval '1 day'`);
    const authorizations = await sqlRun(this.em,
      `delete from identity.step_up_authorizations where used_at is null and expires_at < now() - interval '1 day'`);
    // A device unseen for longer than its cookie lives can never be recognised again.
    const devices = await sqlRun(this.em, `delete from identity.known_devices where last_seen_at < now() - make_interval(days => $1)`, [DEVICE_MEMORY_DAYS]);
    return `purged ${sessions} ended sessions, ${failures} old sign-in failures, ${challenges} old security questions asked, `
      + `${authorizations} unused transfer authorizations and ${devices} forgotten devices`;
  }
}
