import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { FindAccount, type AccountSummary } from '../../../public/accounts.api.js';
import { accountName } from '../../account-name.js';
import { isUuid } from '../../../../../shared/ids.js';

@QueryHandler(FindAccount)
export class FindAccountHandler implements IQueryHandler<FindAccount, AccountSummary | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ by }: FindAccount): Promise<AccountSummary | null> {
    if ('id' in by && !isUuid(by.id)) return null;
    const [where, value] = 'id' in by ? ['a.id = $1::uuid', by.id] : ['a.account_number = $1', by.accountNumber];
    const [row] = await sql<{ id: string; user_id: string; account_number: string; account_type: AccountSummary['accountType']; currency: string; is_active: string; first_name: string; last_name: string }>(
      this.em,
      `select a.id, a.user_id, a.account_number, a.account_type, a.currency, a.is_active, u.first_name, u.last_name
       from accounts a join users u on u.id = a.user_id where ${where}`, [value]);
    if (!row) return null;
    return {
      id: row.id, userId: row.user_id, accountNumber: row.account_number, accountType: row.account_type, currency: row.currency,
      isActive: row.is_active === 'true', accountName: accountName(row.first_name, row.last_name, row.account_type),
    };
  }
}
