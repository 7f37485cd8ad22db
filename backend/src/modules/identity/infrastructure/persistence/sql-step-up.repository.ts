import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { QuestionIndex } from '../../domain/security-questions.js';
import { StepUpAttempts, StepUpChallenge } from '../../domain/step-up.js';
import type { StepUpAuthorization, StepUpPurpose } from '../../domain/step-up-authorization.js';
import type { ConsumedAuthorization, StepUpRepository } from '../../domain/step-up.repository.js';
import { sql } from '../../../../shared/database/sql.js';

interface ChallengeRow { id: string; user_id: string; question_index: number; created_at: Date; expires_at: Date; answered_at: Date | null }
interface AttemptsRow { failed_attempts: number; locked_until: Date | null }

/** Step-up bookkeeping in plain SQL on the caller's transaction (row locks, one-statement consumption). */
@Injectable()
export class SqlStepUpRepository implements StepUpRepository {
  constructor(private readonly em: EntityManager) {}

  private execute<T>(query: string, params: unknown[]): Promise<T> {
    return sql(this.em, query, params) as Promise<T>;
  }

  async lockAttempts(userId: string): Promise<StepUpAttempts> {
    await this.execute(`insert into identity.step_up_attempts (user_id) values ($1) on conflict (user_id) do nothing`, [userId]);
    const [row] = await this.execute<AttemptsRow[]>(
      `select failed_attempts, locked_until from identity.step_up_attempts where user_id = $1 for update`, [userId]);
    return toAttempts(userId, row);
  }

  async findAttempts(userId: string): Promise<StepUpAttempts> {
    const [row] = await this.execute<AttemptsRow[]>(`select failed_attempts, locked_until from identity.step_up_attempts where user_id = $1`, [userId]);
    return toAttempts(userId, row);
  }

  async saveAttempts(attempts: StepUpAttempts): Promise<void> {
    await this.execute(
      `insert into identity.step_up_attempts (user_id, failed_attempts, locked_until, updated_at) values ($1, $2, $3, now())
       on conflict (user_id) do update set failed_attempts = excluded.failed_attempts, locked_until = excluded.locked_until, updated_at = now()`,
      [attempts.userId, attempts.failedAttempts, attempts.lockedUntil]);
  }

  async findChallenge(id: string): Promise<StepUpChallenge | null> {
    const [row] = await this.execute<ChallengeRow[]>(
      `select id, user_id, question_index, created_at, expires_at, answered_at from identity.step_up_challenges where id = $1`, [id]);
    return row ? toChallenge(row) : null;
  }

  async findUnansweredChallenge(userId: string, now: Date): Promise<StepUpChallenge | null> {
    const [row] = await this.execute<ChallengeRow[]>(
      `select id, user_id, question_index, created_at, expires_at, answered_at from identity.step_up_challenges
       where user_id = $1 and answered_at is null and expires_at > $2 order by created_at desc limit 1`, [userId, now]);
    return row ? toChallenge(row) : null;
  }

  async countUnauthorizedChallengesSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.execute<{ count: string }[]>(
      `select (select count(*) from identity.step_up_challenges where user_id = $1 and created_at > $2)
            - (select count(*) from identity.step_up_authorizations where user_id = $1 and created_at > $2) as count`, [userId, since]);
    return Number(row.count);
  }

  async saveChallenge(c: StepUpChallenge): Promise<void> {
    await this.execute(
      `insert into identity.step_up_challenges (id, user_id, question_index, created_at, expires_at, answered_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (id) do update set answered_at = excluded.answered_at`,
      [c.id, c.userId, c.questionIndex, c.createdAt, c.expiresAt, c.answeredAt]);
  }

  async addAuthorization(a: StepUpAuthorization): Promise<void> {
    await this.execute(
      `insert into identity.step_up_authorizations (id, user_id, token_hash, purpose, payload_hash, signature_data, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [a.id, a.userId, a.tokenHash, a.purpose, a.payloadHash, a.signatureData, a.createdAt, a.expiresAt]);
  }

  async consumeAuthorization(by: { tokenHash: string; userId: string; purpose: StepUpPurpose; payloadHash: string }): Promise<ConsumedAuthorization> {
    // One round trip on the transfer's hot path: spend the token and read whether the user may transact.
    const rows = await this.execute<{ authorization_id: string | null; transaction_restricted: boolean; restriction_reason: string | null }[]>(
      `with consumed as (
         update identity.step_up_authorizations set used_at = now()
         where token_hash = $1 and user_id = $2 and purpose = $3 and payload_hash = $4 and used_at is null and expires_at > now()
         returning id)
       select (select id from consumed) as authorization_id, u.transaction_restricted, u.restriction_reason from identity.users u where u.id = $5`,
      [by.tokenHash, by.userId, by.purpose, by.payloadHash, by.userId]);
    const row = rows[0];
    return { authorizationId: row?.authorization_id ?? null, transactionRestricted: row?.transaction_restricted ?? false, restrictionReason: row?.restriction_reason ?? null };
  }

  async findAuthorization(by: { tokenHash: string; userId: string; purpose: StepUpPurpose; payloadHash: string }): Promise<ConsumedAuthorization> {
    const [row] = await this.execute<{ authorization_id: string | null; transaction_restricted: boolean; restriction_reason: string | null }[]>(
      `select (select id from identity.step_up_authorizations
               where token_hash = $1 and user_id = $2 and purpose = $3 and payload_hash = $4 and used_at is null and expires_at > now()) as authorization_id,
              u.transaction_restricted, u.restriction_reason
       from identity.users u where u.id = $2`,
      [by.tokenHash, by.userId, by.purpose, by.payloadHash]);
    return { authorizationId: row?.authorization_id ?? null, transactionRestricted: row?.transaction_restricted ?? false, restrictionReason: row?.restriction_reason ?? null };
  }
}

function toChallenge(row: ChallengeRow): StepUpChallenge {
  return new StepUpChallenge(row.id, row.user_id, Number(row.question_index) as QuestionIndex,
    new Date(row.created_at), new Date(row.expires_at), row.answered_at ? new Date(row.answered_at) : null);
}

function toAttempts(userId: string, row: AttemptsRow | undefined): StepUpAttempts {
  return new StepUpAttempts(userId, Number(row?.failed_attempts ?? 0), row?.locked_until ? new Date(row.locked_until) : null);
}
