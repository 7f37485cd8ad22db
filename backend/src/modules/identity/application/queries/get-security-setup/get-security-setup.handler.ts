import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { GetSecuritySetup } from './get-security-setup.query.js';
import { sql } from '../../../../../shared/database/sql.js';

@QueryHandler(GetSecuritySetup)
export class GetSecuritySetupHandler implements IQueryHandler<GetSecuritySetup, SecuritySetupStatusDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetSecuritySetup): Promise<SecuritySetupStatusDto> {
    const [row] = await sql<{ has_questions: boolean; has_signature: boolean }>(this.em,
      `select exists (select 1 from identity.user_security_questions where user_id = $1) as has_questions,
              exists (select 1 from identity.user_signatures where user_id = $2) as has_signature`, [userId, userId]);
    return { hasQuestions: row.has_questions, hasSignature: row.has_signature };
  }
}
