import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Signature } from '../../domain/signature.js';
import type { SignatureRepository } from '../../domain/signature.repository.js';
import { sql } from '../../../../shared/database/sql.js';

@Injectable()
export class MikroOrmSignatureRepository implements SignatureRepository {
  constructor(private readonly em: EntityManager) {}

  async exists(userId: string): Promise<boolean> {
    return (await sql(this.em, `select 1 from identity.user_signatures where user_id = $1`, [userId])).length > 0;
  }

  /** One statement keyed on user_id, so two first saves at once cannot collide. */
  async save(signature: Signature): Promise<void> {
    await this.em.upsert(Signature, signature, { onConflictFields: ['userId'], onConflictExcludeFields: ['id', 'createdAt'] });
  }
}
