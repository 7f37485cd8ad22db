import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import type { AccountCardDto } from '@bank/contracts/cards';
import { Money } from '../../../../../shared/money/money.js';
import { ListAccountCards } from '../../../../cards/public/cards.api.js';
import { ACCOUNT_QUERIES } from '../../../accounts.tokens.js';
import { ListMyAccounts } from '../../../public/accounts.api.js';
import { accountName } from '../../account-name.js';
import type { AccountQueries, OwnAccountRow } from '../../ports/account-queries.js';

@QueryHandler(ListMyAccounts)
export class ListMyAccountsHandler implements IQueryHandler<ListMyAccounts, AccountDto[]> {
  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries, private readonly queries: QueryBus) {}

  async execute({ userId }: ListMyAccounts): Promise<AccountDto[]> {
    const rows = await this.accounts.ownAccounts(userId);
    const cards = await this.queries.execute<ListAccountCards, Record<string, AccountCardDto>>(new ListAccountCards(rows.map((r) => r.id)));
    return rows.map((r) => toAccountDto(r, cards[r.id] ?? null));
  }
}

function toAccountDto(r: OwnAccountRow, debitCard: AccountCardDto | null): AccountDto {
  const currency = r.currency as AccountDto['currency'];
  const balance = Money.fromDb(r.balance, currency);
  const creditLimit = r.creditLimit === null ? null : Money.fromDb(r.creditLimit, currency);
  const availableCredit = creditLimit === null ? null : creditLimit.plus(balance);
  return {
    id: r.id,
    userId: r.userId,
    accountNumber: r.accountNumber,
    accountType: r.accountType,
    currency,
    balance: balance.toString(),
    creditLimit: creditLimit === null ? null : creditLimit.toString(),
    availableCredit: r.accountType === 'credit' ? availableCredit!.toString() : null,
    availableToSpend: (r.accountType === 'credit' ? availableCredit! : balance).toString(),
    isActive: r.isActive ? 'true' : 'false',
    accountName: accountName(r.holder?.firstName ?? null, r.holder?.lastName ?? null, r.accountType),
    customerName: r.holder ? `${r.holder.firstName} ${r.holder.lastName}` : '',
    debitCard,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
