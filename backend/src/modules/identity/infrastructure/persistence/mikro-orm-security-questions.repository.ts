import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SecurityQuestions } from '../../domain/security-questions.js';
import type { SecurityQuestionsRepository } from '../../domain/security-questions.repository.js';
import { sql } from '../../../../shared/database/sql.js';

@Injectable()
export class MikroOrmSecurityQuestionsRepository implements SecurityQuestionsRepository {
  constructor(private readonly em: EntityManager) {}

  findByUserId(userId: string): Promise<SecurityQuestions | null> {
    return this.em.findOne(SecurityQuestions, { userId });
  }

  async exists(userId: string): Promise<boolean> {
    return (await sql(this.em, `select 1 from identity.user_security_questions where user_id = $1`, [userId])).length > 0;
  }

  /** One statement keyed on user_id, so two first saves at once cannot collide. */
  async save(questions: SecurityQuestions): Promise<void> {
    await this.em.upsert(SecurityQuestions, questions, { onConflictFields: ['userId'], onConflictExcludeFields: ['id', 'createdAt'] });
  }
}
