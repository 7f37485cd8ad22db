import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';

@Injectable()
@Job('purge-sessions', 'Deletes expired sessions and old sign-in failures')
export class PurgeSessionsJob implements BankJob {
  constructor(private readonly em: EntityManager) {}

  async run(): Promise<string> {
    const conn = this.em.getConnection();
    const sessions = await conn.execute<{ affectedRows: number }>(`delete from sessions where expire < now()`, [], 'run');
    const failures = await conn.execute<{ affectedRows: number }>(`delete from login_failures where attempted_at < now() - interval '1 day'`, [], 'run');
    return `purged ${sessions.affectedRows} expired sessions and ${failures.affectedRows} old sign-in failures`;
  }
}
