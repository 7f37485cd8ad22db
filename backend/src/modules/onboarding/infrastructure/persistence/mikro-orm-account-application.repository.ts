import { Injectable } from '@nestjs/common';
import { raw, type RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { AccountApplication } from '../../domain/account-application.js';
import type { AccountApplicationRepository } from '../../domain/account-application.repository.js';

/** account_applications_one_pending_per_email: one application submitted or under review per email. */
const ONE_PENDING_PER_EMAIL = raw(`((lower(email))) where status in ('submitted', 'under_review')`);

@Injectable()
export class MikroOrmAccountApplicationRepository implements AccountApplicationRepository {
  constructor(private readonly em: EntityManager) {}

  /** `on conflict do nothing` on the one-pending-per-email index: of two submissions at once, the second waits, then adds nothing. */
  async add(application: AccountApplication): Promise<boolean> {
    const row = { ...application } as RequiredEntityData<AccountApplication>;
    const inserted = await this.em.createQueryBuilder(AccountApplication).insert(row).onConflict(ONE_PENDING_PER_EMAIL).ignore().execute('run');
    if (inserted.affectedRows !== 1) return false;
    this.em.merge(application);
    return true;
  }

  async hasPendingFor(email: string): Promise<boolean> {
    const rows = await sql(this.em,
      `select 1 from onboarding.account_applications where lower(email) = lower($1) and status in ('submitted', 'under_review')`, [email]);
    return rows.length > 0;
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

  private async lockWhere(condition: 'id = $1' | 'user_id = $1', value: string): Promise<AccountApplication | null> {
    const [row] = await sql<Record<string, unknown>>(this.em, `select * from onboarding.account_applications where ${condition} for no key update`, [value]);
    return row ? this.em.map(AccountApplication, row) : null;
  }
}
