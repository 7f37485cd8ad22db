import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SecurityQuestionsDto } from '@bank/contracts/security';
import { GetSecurityQuestions } from './get-security-questions.query.js';
import { sql } from '../../../../../shared/database/sql.js';

/** Selects the question columns only, so an answer hash cannot reach the response. */
@QueryHandler(GetSecurityQuestions)
export class GetSecurityQuestionsHandler implements IQueryHandler<GetSecurityQuestions, SecurityQuestionsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetSecurityQuestions): Promise<SecurityQuestionsDto> {
    const [row] = await sql<SecurityQuestionsDto>(this.em,
      `select question1, question2, question3 from identity.user_security_questions where user_id = $1`, [userId]);
    return { question1: row?.question1 ?? null, question2: row?.question2 ?? null, question3: row?.question3 ?? null };
  }
}
