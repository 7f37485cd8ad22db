import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SecurityStatusDto } from '@bank/contracts/profile';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { GetSecurityStatus } from './get-security-status.query.js';
import { sql } from '../../../../../shared/database/sql.js';

@QueryHandler(GetSecurityStatus)
export class GetSecurityStatusHandler implements IQueryHandler<GetSecurityStatus, SecurityStatusDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetSecurityStatus): Promise<SecurityStatusDto> {
    const [row] = await sql<{
      two_factor_enabled: boolean; has_security_questions: boolean; has_signature: boolean; last_login_at: Date | null; password_changed_at: Date | null;
    }>(this.em,
      `select u.two_factor_enabled, u.last_login_at, u.password_changed_at,
              exists (select 1 from identity.user_security_questions q where q.user_id = u.id) as has_security_questions,
              exists (select 1 from identity.user_signatures s where s.user_id = u.id) as has_signature
       from identity.users u where u.id = $1`, [userId]);
    if (!row) throw new Unauthenticated();
    return {
      twoFactorEnabled: row.two_factor_enabled,
      hasSecurityQuestions: row.has_security_questions,
      hasSignature: row.has_signature,
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      passwordChangedAt: row.password_changed_at ? new Date(row.password_changed_at).toISOString() : null,
    };
  }
}
