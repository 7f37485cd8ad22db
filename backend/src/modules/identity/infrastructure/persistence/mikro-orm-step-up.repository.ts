import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { StepUpAttempts, StepUpChallenge } from '../../domain/step-up.js';
import { StepUpAuthorization } from '../../domain/step-up-authorization.js';
import type { AuthorizationMatch, FoundAuthorization, StepUpRepository } from '../../domain/step-up.repository.js';
import { sql } from '../../../../shared/database/sql.js';

interface AuthorizationRow { authorization_id: string | null; transaction_restricted: boolean; restriction_reason: string | null }

/** Step-up bookkeeping on the caller's transaction: challenges, the attempt count under a row lock, authorizations. */
@Injectable()
export class MikroOrmStepUpRepository implements StepUpRepository {
  constructor(private readonly em: EntityManager) {}

  async lockAttempts(userId: string): Promise<StepUpAttempts> {
    // The row exists before it is locked, so a customer's first two requests at once still take turns.
    await this.em.createQueryBuilder(StepUpAttempts).insert(new StepUpAttempts(userId)).onConflict('userId').ignore().execute();
    return (await this.em.findOne(StepUpAttempts, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }))!;
  }

  async saveAttempts(attempts: StepUpAttempts): Promise<void> {
    await this.em.persist(attempts).flush();
  }

  findChallenge(id: string): Promise<StepUpChallenge | null> {
    return this.em.findOne(StepUpChallenge, { id });
  }

  findUnansweredChallenge(userId: string, now: Date): Promise<StepUpChallenge | null> {
    return this.em.findOne(StepUpChallenge, { userId, answeredAt: null, expiresAt: { $gt: now } }, { orderBy: { createdAt: 'desc' } });
  }

  async countUnauthorizedChallengesSince(userId: string, since: Date): Promise<number> {
    const [asked, authorized] = await Promise.all([
      this.em.count(StepUpChallenge, { userId, createdAt: { $gt: since } }),
      this.em.count(StepUpAuthorization, { userId, createdAt: { $gt: since } }),
    ]);
    return asked - authorized;
  }

  async saveChallenge(challenge: StepUpChallenge): Promise<void> {
    await this.em.persist(challenge).flush();
  }

  async addAuthorization(authorization: StepUpAuthorization): Promise<void> {
    await this.em.persist(authorization).flush();
  }

  async findAuthorization(by: AuthorizationMatch): Promise<FoundAuthorization> {
    const [row] = await sql<AuthorizationRow>(this.em,
      `select (select id from identity.step_up_authorizations
               where token_hash = $1 and user_id = $2 and purpose = $3 and payload_hash = $4 and used_at is null and expires_at > now()) as authorization_id,
              u.transaction_restricted, u.restriction_reason
       from identity.users u where u.id = $2`,
      [by.tokenHash, by.userId, by.purpose, by.payloadHash]);
    return toFound(row);
  }

  withdrawUnusedAuthorizations(userId: string): Promise<number> {
    return this.em.nativeDelete(StepUpAuthorization, { userId, usedAt: null });
  }

  async purgeExpired(expiredBefore: Date): Promise<{ challenges: number; authorizations: number }> {
    const challenges = await this.em.nativeDelete(StepUpChallenge, { expiresAt: { $lt: expiredBefore } });
    const authorizations = await this.em.nativeDelete(StepUpAuthorization, { usedAt: null, expiresAt: { $lt: expiredBefore } });
    return { challenges, authorizations };
  }
}

function toFound(row: AuthorizationRow | undefined): FoundAuthorization {
  return { authorizationId: row?.authorization_id ?? null, transactionRestricted: row?.transaction_restricted ?? false, restrictionReason: row?.restriction_reason ?? null };
}
