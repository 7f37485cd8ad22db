import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, sqlRun } from '../../../../shared/database/sql.js';
import type { EmailQueue } from '../../domain/email-queue.js';
import {
  EMAIL_LEASE_SECONDS, EMAIL_RATE_LIMIT, MAX_EMAIL_ATTEMPTS, retryDelaySeconds, type EmailDraft, type LeasedEmail,
} from '../../domain/outgoing-email.js';

/** notifications.outgoing_emails: one insert per event, one update per leased batch. */
@Injectable()
export class SqlEmailQueue implements EmailQueue {
  constructor(private readonly em: EntityManager) {}

  async enqueueOnce(sourceEventId: string, drafts: EmailDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    // Counted over the last hour's letters that were not limited themselves, so a flood stays limited.
    await sqlRun(this.em,
      `insert into notifications.outgoing_emails (id, source_event_id, kind, user_id, address, subject, body, status)
       select d.id, $1::bigint, d.kind, d.user_id, d.address, d.subject, d.body,
         case when (select count(*) from notifications.outgoing_emails e
                     where lower(e.address) = lower(d.address) and e.created_at > now() - interval '1 hour' and e.status <> 'limited') >= $8
                or (d.user_id is not null and (select count(*) from notifications.outgoing_emails e
                     where e.user_id = d.user_id and e.created_at > now() - interval '1 hour' and e.status <> 'limited') >= $9)
              then 'limited' else 'pending' end
       from unnest($2::uuid[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[]) as d(id, kind, user_id, address, subject, body)
       on conflict (source_event_id, kind, address) do nothing`,
      [sourceEventId, drafts.map(() => randomUUID()), drafts.map((d) => d.kind), drafts.map((d) => d.userId), drafts.map((d) => d.address),
        drafts.map((d) => d.subject), drafts.map((d) => d.body), EMAIL_RATE_LIMIT.perAddressPerHour, EMAIL_RATE_LIMIT.perCustomerPerHour]);
  }

  async leaseDue(limit: number): Promise<LeasedEmail[]> {
    return sql<LeasedEmail>(this.em,
      `update notifications.outgoing_emails e set attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::int)
       where e.id in (select id from notifications.outgoing_emails
                      where status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at limit $1 for update skip locked)
       returning e.id, e.address, e.subject, e.body, e.attempts`,
      [limit, EMAIL_LEASE_SECONDS]);
  }

  async markSent(id: string): Promise<void> {
    await sqlRun(this.em, `update notifications.outgoing_emails set status = 'sent', sent_at = now(), last_error = null where id = $1`, [id]);
  }

  async markFailed(email: LeasedEmail, error: string): Promise<void> {
    const givenUp = email.attempts >= MAX_EMAIL_ATTEMPTS;
    await sqlRun(this.em,
      `update notifications.outgoing_emails
       set status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4::int) where id = $1`,
      [email.id, givenUp ? 'failed' : 'pending', error.slice(0, 500), retryDelaySeconds(email.attempts)]);
  }
}
