import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CustomerIdTaken, EmailTaken } from '../../domain/identity.errors.js';
import { User } from '../../domain/user.js';
import type { UserRepository } from '../../domain/user.repository.js';

/** The unique constraints of identity.users and what breaking each means to the customer. */
const TAKEN: Record<string, () => Error> = {
  users_customer_id_key: () => new CustomerIdTaken(),
  users_email_unique: () => new EmailTaken(),
};

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

  lockByPasswordResetHash(tokenHash: string): Promise<User | null> {
    return this.em.findOne(User, { passwordResetTokenHash: tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  lockByEmailChangeHash(tokenHash: string): Promise<User | null> {
    return this.em.findOne(User, { emailChangeTokenHash: tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  lockById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async serializeAdministratorChanges(): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtextextended('identity.administrators', 0))`);
  }

  countUsableAdministrators(exceptId: string): Promise<number> {
    return this.em.count(User, { role: 'admin', isActive: true, loginRestricted: false, deletedAt: null, id: { $ne: exceptId } });
  }

  async save(user: User): Promise<void> {
    try {
      await this.em.persist(user).flush();
    } catch (error) {
      // Two customers taking the same customer id or email at once: the unique index decides.
      const taken = TAKEN[uniqueViolation(error) ?? ''];
      throw taken ? taken() : error;
    }
  }
}

/** The unique constraint a PostgreSQL unique violation (23505) broke, as MikroORM wraps it. */
function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : null;
    const named = typeof e.message === 'string' && e.message.match(/unique constraint "([^"]+)"/);
    if (named) return named[1];
  }
  return null;
}
