import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Signature } from '../../domain/signature.js';
import type { SignatureRepository } from '../../domain/signature.repository.js';

@Injectable()
export class MikroOrmSignatureRepository implements SignatureRepository {
  constructor(private readonly em: EntityManager) {}

  /** A query builder, not `em.count`: the seeder and scripts ask outside any request or transaction, where no identity map is needed. */
  async exists(userId: string): Promise<boolean> {
    return (await this.em.createQueryBuilder(Signature).where({ userId }).getCount()) > 0;
  }

  /** One statement keyed on user_id, so two first saves at once cannot collide. */
  async save(signature: Signature): Promise<void> {
    await this.em.upsert(Signature, signature, { onConflictFields: ['userId'], onConflictExcludeFields: ['id', 'createdAt'] });
  }

  async removeOf(userId: string): Promise<boolean> {
    return (await this.em.nativeDelete(Signature, { userId })) > 0;
  }
}
