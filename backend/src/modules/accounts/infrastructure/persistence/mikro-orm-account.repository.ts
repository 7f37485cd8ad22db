import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { isUuid } from '../../../../shared/ids.js';
import { Account } from '../../domain/account.js';
import type { AccountRepository } from '../../domain/account.repository.js';

const COLUMNS = `id, user_id, account_number, account_type, currency, balance::text as balance, credit_limit::text as credit_limit,
  is_active, internal_purpose, closed_at, created_at, updated_at`;

/**
 * Accounts through MikroORM. The locks are read with SQL because MikroORM knows no
 * `FOR NO KEY UPDATE` (it would take `FOR UPDATE`, which waits for every transfer's foreign-key
 * check on the row); each locked row is then handed to MikroORM (`em.map`), so what the caller
 * changes is saved by a flush like any loaded entity.
 */
@Injectable()
export class MikroOrmAccountRepository implements AccountRepository {
  constructor(private readonly em: EntityManager) {}

  async lock(ids: string[]): Promise<Account[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (!valid.length) return [];
    const rows = await sql(this.em,
      `select ${COLUMNS} from accounts.accounts where id = any($1::uuid[]) and user_id is not null order by id for no key update`, [valid]);
    return rows.map((row) => this.em.map(Account, row));
  }

  async lockOpen(by: { accountIds: string[] } | { userId: string }): Promise<Account[]> {
    const ids = 'accountIds' in by ? by.accountIds.filter(isUuid) : [];
    const userId = 'userId' in by && isUuid(by.userId) ? by.userId : null;
    if (!ids.length && !userId) return [];
    const rows = await sql(this.em,
      `select ${COLUMNS} from accounts.accounts
       where (id = any($1::uuid[]) or user_id = $2::uuid) and user_id is not null and closed_at is null order by id for no key update`, [ids, userId]);
    return rows.map((row) => this.em.map(Account, row));
  }

  async addIfNumberFree(account: Account): Promise<boolean> {
    // `on conflict do nothing` leaves the caller's transaction usable for the next number.
    const inserted = await this.em.createQueryBuilder(Account).insert(account).onConflict('accountNumber').ignore().execute('run');
    return (inserted.affectedRows ?? 0) > 0;
  }

  async save(account: Account): Promise<void> {
    await this.em.persist(account).flush();
  }
}
