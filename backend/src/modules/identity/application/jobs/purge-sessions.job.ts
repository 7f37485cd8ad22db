import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRun } from '../../../../shared/database/sql.js';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';

@Injectable()
@Job('purge-sessions', 'Deletes expired sessions and old sign-in failures')
export class PurgeSessionsJob implements BankJob {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<string> {
    // An hour's grace: an ended session's row outlives any request still in flight on it.
    const sessions = await sqlRun(this.em, `delete from sessions where expire < now() - interval '1 hour'`);
    const failures = await sqlRun(this.em, `delete from login_failures where attempted_at < now() - interval '1 day'`);
    return `purged ${sessions} ended sessions and ${failures} old sign-in failures`;
  }
}
