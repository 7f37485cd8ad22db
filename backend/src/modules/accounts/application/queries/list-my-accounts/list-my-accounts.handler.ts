import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountDto } from '@bank/contracts/accounts';
import type { AccountCardDto } from '@bank/contracts/cards';
import { sql } from '../../../../../shared/database/sql.js';
import { Money } from '../../../../../shared/money/money.js';
import { ListMyAccounts } from '../../../public/accounts.api.js';
import { accountName } from '../../account-name.js';
import { ListAccountCards } from '../../../../cards/public/cards.api.js';


interface Row {
  id: string; user_id: string; account_number: string; account_type: AccountDto['accountType']; currency: AccountDto['currency'];
  balance: string; credit_limit: string | null; is_active: 'true' | 'false'; created_at: Date; updated_at: Date; first_name: string; last_name: string;
}

@QueryHandler(ListMyAccounts)
export class ListMyAccountsHandler implements IQueryHandler<ListMyAccounts, AccountDto[]> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ userId }: ListMyAccounts): Promise<AccountDto[]> {
    const rows = await sql<Row>(this.em,
      `select a.id, a.user_id, a.account_number, a.account_type, a.currency, a.balance, a.credit_limit, a.is_active,
              a.created_at, a.updated_at, u.first_name, u.last_name
       from accounts.accounts a join identity.users u on u.id = a.user_id
       where a.user_id = $1 and a.closed_at is null
       order by case a.account_type when 'checking' then 1 when 'savings' then 2 else 3 end, a.created_at`, [userId]);
    const cards = await this.queries.execute<ListAccountCards, Record<string, AccountCardDto>>(new ListAccountCards(rows.map((r) => r.id)));
    return rows.map((r) => toAccountDto(r, cards[r.id] ?? null));
  }
}

export function toAccountDto(r: Row, debitCard: AccountCardDto | null): AccountDto {
  const balance = Money.fromDb(r.balance, r.currency);
  const availableCredit = r.credit_limit === null ? null : Money.fromDb(r.credit_limit, r.currency).plus(balance);
  return {
    id: r.id,
    userId: r.user_id,
    accountNumber: r.account_number,
    accountType: r.account_type,
    currency: r.currency,
    balance: balance.toString(),
    creditLimit: r.credit_limit === null ? null : Money.fromDb(r.credit_limit, r.currency).toString(),
    availableCredit: r.account_type === 'credit' ? availableCredit!.toString() : null,
    availableToSpend: (r.account_type === 'credit' ? availableCredit! : balance).toString(),
    isActive: r.is_active === 'true' ? 'true' : 'false',
    accountName: accountName(r.first_name, r.last_name, r.account_type),
    customerName: `${r.first_name} ${r.last_name}`,
    debitCard,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
