import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { TotpEnrolment, type SignInVerificationRepository } from '../../domain/sign-in-verification.js';

@Injectable()
export class MikroOrmSignInVerificationRepository implements SignInVerificationRepository {
  constructor(private readonly em: EntityManager) {}

  lock(userId: string): Promise<TotpEnrolment | null> {
    return this.em.findOne(TotpEnrolment, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  find(userId: string): Promise<TotpEnrolment | null> {
    return this.em.findOne(TotpEnrolment, { userId }, { refresh: true });
  }

  page(afterUserId: string, limit: number): Promise<TotpEnrolment[]> {
    return this.em.find(TotpEnrolment, { userId: { $gt: afterUserId } }, { orderBy: { userId: 'asc' }, limit, refresh: true });
  }

  async save(enrolment: TotpEnrolment): Promise<void> {
    await this.em.persist(enrolment).flush();
  }

  async remove(userId: string): Promise<void> {
    await this.em.nativeDelete(TotpEnrolment, { userId });
    await sql(this.em, `delete from identity.recovery_codes where user_id = $1`, [userId]);
    this.em.clear();
  }

  async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
    await sql(this.em, `delete from identity.recovery_codes where user_id = $1`, [userId]);
    await sql(this.em, `insert into identity.recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`, [userId, hashes]);
  }

  async useRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean> {
    const used = await sql(this.em,
      `update identity.recovery_codes set used_at = $3 where user_id = $1 and code_hash = $2 and used_at is null returning 1`, [userId, hash, now]);
    return used.length === 1;
  }
}
