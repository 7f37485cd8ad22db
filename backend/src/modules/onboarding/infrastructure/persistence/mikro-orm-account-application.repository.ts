import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { AccountApplication } from '../../domain/account-application.js';
import type { AccountApplicationRepository } from '../../domain/account-application.repository.js';

@Injectable()
export class MikroOrmAccountApplicationRepository implements AccountApplicationRepository {
  constructor(private readonly em: EntityManager) {}

  async add(application: AccountApplication): Promise<void> {
    await this.em.persist(application).flush();
  }

  /**
   * A transaction-scoped advisory lock on the email (lower case): two verifications for one email
   * take turns, so the second sees the first and is refused instead of hitting the unique index.
   */
  async lockEmail(email: string): Promise<void> {
    await sql(this.em, `select pg_advisory_xact_lock(hashtextextended('onboarding-email:' || lower($1), 0))`, [email]);
  }

  async hasPendingFor(email: string): Promise<boolean> {
    const rows = await sql(this.em,
      `select 1 from onboarding.account_applications
        where lower(email) = lower($1) and status in ('submitted', 'under_review') and email_verified_at is not null`, [email]);
    return rows.length > 0;
  }

  lockByVerificationHash(tokenHash: string): Promise<AccountApplication | null> {
    return this.lockWhere('verification_token_hash = $1', tokenHash);
  }

  lockByActivationHash(tokenHash: string): Promise<AccountApplication | null> {
    return this.lockWhere('activation_token_hash = $1', tokenHash);
  }

  /** `for no key update`, which MikroORM's lock modes do not offer (docs/decisions/account-opening.md). */
  lock(id: string): Promise<AccountApplication | null> {
    return this.lockWhere('id = $1', id);
  }

  lockOfUser(userId: string): Promise<AccountApplication | null> {
    return this.lockWhere('user_id = $1', userId);
  }

  findByReference(referenceNumber: string, dateOfBirth: string): Promise<AccountApplication | null> {
    return this.em.findOne(AccountApplication, { referenceNumber, dateOfBirth });
  }

  async save(application: AccountApplication): Promise<void> {
    await this.em.persist(application).flush();
  }

  private async lockWhere(condition: 'id = $1' | 'user_id = $1' | 'verification_token_hash = $1' | 'activation_token_hash = $1', value: string): Promise<AccountApplication | null> {
    const [row] = await sql<Record<string, unknown>>(this.em, `select * from onboarding.account_applications where ${condition} for no key update`, [value]);
    return row ? this.em.map(AccountApplication, row) : null;
  }
}
