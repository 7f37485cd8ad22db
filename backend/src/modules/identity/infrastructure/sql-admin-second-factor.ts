import { Global, Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_SECOND_FACTOR, type AdminSecondFactor } from '../../../shared/auth/admin-second-factor.js';
import { sql } from '../../../shared/database/sql.js';

/** Whether a user has sign-in verification (a confirmed authenticator app or a passkey): what the back office's guard asks in production. */
@Injectable()
export class SqlAdminSecondFactor implements AdminSecondFactor {
  constructor(private readonly em: EntityManager) {}

  async isOn(userId: string): Promise<boolean> {
    const [{ on }] = await sql<{ on: boolean }>(this.em,
      `select exists (select 1 from identity.totp_enrolments where user_id = $1 and confirmed_at is not null)
          or exists (select 1 from identity.passkeys where user_id = $1) as on`, [userId]);
    return on;
  }
}

/** Makes the check reachable by every context's admin routes (imported once, by IdentityModule). */
@Global()
@Module({ providers: [{ provide: ADMIN_SECOND_FACTOR, useClass: SqlAdminSecondFactor }], exports: [ADMIN_SECOND_FACTOR] })
export class AdminSecondFactorModule {}
