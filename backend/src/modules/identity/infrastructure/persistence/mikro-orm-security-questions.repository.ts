import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SecurityQuestions } from '../../domain/security-questions.js';
import type { SecurityQuestionsRepository } from '../../domain/security-questions.repository.js';

@Injectable()
export class MikroOrmSecurityQuestionsRepository implements SecurityQuestionsRepository {
  constructor(private readonly em: EntityManager) {}

  findByUserId(userId: string): Promise<SecurityQuestions | null> {
    return this.em.findOne(SecurityQuestions, { userId });
  }

  /** A query builder, not `em.count`: the seeder and scripts ask outside any request or transaction, where no identity map is needed. */
  async exists(userId: string): Promise<boolean> {
    return (await this.em.createQueryBuilder(SecurityQuestions).where({ userId }).getCount()) > 0;
  }

  /** One statement keyed on user_id, so two first saves at once cannot collide. */
  async save(questions: SecurityQuestions): Promise<void> {
    await this.em.upsert(SecurityQuestions, questions, { onConflictFields: ['userId'], onConflictExcludeFields: ['id', 'createdAt'] });
  }

  async removeOf(userId: string): Promise<boolean> {
    return (await this.em.nativeDelete(SecurityQuestions, { userId })) > 0;
  }
}
