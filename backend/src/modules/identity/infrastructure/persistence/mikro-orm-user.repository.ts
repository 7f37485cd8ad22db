import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { User } from '../../domain/user.js';
import type { UserRepository } from '../../domain/user.repository.js';

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByCustomerId(customerId: string): Promise<User | null> {
    return this.em.findOne(User, { customerId });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } });
  }

  lockById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async save(user: User): Promise<void> {
    await this.em.persist(user).flush();
  }
}
