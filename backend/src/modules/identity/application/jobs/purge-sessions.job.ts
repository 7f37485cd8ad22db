import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRun } from '../../../../shared/database/sql.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';

@Injectable()
@Job('purge-sessions', 'Deletes expired sessions, old sign-in failures, old step-up questions and unused transfer authorizations')
export class PurgeSessionsJob implements BankJob {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<string> {
    // An hour's grace: an ended session's row outlives any request still in flight on it.
    const sessions = await sqlRun(this.em, `delete from sessions where expire < now() - interval '1 hour'`);
    const failures = await sqlRun(this.em, `delete from login_failures where attempted_at < now() - interval '1 day'`);
    // Questions asked more than a day ago can no longer be answered. An authorization that was
    // never used authorized nothing, so its drawn signature is not kept; a used one is the
    // customer's evidence of consent to a transfer and stays.
    const challenges = await sqlRun(this.em, `delete from step_up_challenges where expires_at < now() - interval '1 day'`);
    const authorizations = await sqlRun(this.em,
      `delete from step_up_authorizations where used_at is null and expires_at < now() - interval '1 day'`);
    return `purged ${sessions} ended sessions, ${failures} old sign-in failures, ${challenges} old security questions asked `
      + `and ${authorizations} unused transfer authorizations`;
  }
}
