import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminAccountDto, AdminUserDto } from '@bank/contracts/admin';
import type { Currency } from '@bank/contracts/accounts';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import { ListAccountsOfUsers, type AdminAccountView } from '../../../../accounts/public/admin-accounts.api.js';
import { ListAccountCards } from '../../../../cards/public/cards.api.js';
import { ListUsersForAdmin, type AdminUserPage } from '../../../../identity/public/admin-user-list.query.js';

/** The Users tab: a keyset page of users (identity), each with their open accounts (accounts) and each account's card (cards). */
export class ListUsersWithAccounts {
  constructor(readonly search: string | undefined, readonly page: CursorQuery) {}
}

@QueryHandler(ListUsersWithAccounts)
export class ListUsersWithAccountsHandler implements IQueryHandler<ListUsersWithAccounts, CursorPage<AdminUserDto>> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ search, page }: ListUsersWithAccounts): Promise<CursorPage<AdminUserDto>> {
    const users = await this.queries.execute<ListUsersForAdmin, AdminUserPage>(new ListUsersForAdmin(search, page));
    const accounts = await this.queries.execute<ListAccountsOfUsers, AdminAccountView[]>(new ListAccountsOfUsers(users.items.map((u) => u.id)));
    const cards = await this.queries.execute<ListAccountCards, Record<string, { last4: string | null }>>(new ListAccountCards(accounts.map((a) => a.id)));
    return {
      ...users,
      items: users.items.map((u): AdminUserDto => {
        const customerName = `${u.firstName} ${u.lastName}`;
        return {
          id: u.id, customerId: u.customerId, email: u.email, firstName: u.firstName, lastName: u.lastName, phone: u.phone, role: u.role,
          isActive: u.isActive, loginRestricted: u.loginRestricted, transactionRestricted: u.transactionRestricted,
          restrictionReason: u.restrictionReason, lastLoginAt: u.lastLoginAt, createdAt: u.createdAt,
          accounts: accounts.filter((a) => a.userId === u.id).map((a): AdminAccountDto => ({
            id: a.id, userId: a.userId, customerId: u.customerId, customerName, accountNumber: a.accountNumber, accountType: a.accountType,
            currency: a.currency as Currency, balance: a.balance, creditLimit: a.creditLimit, cardLast4: cards[a.id]?.last4 ?? null, isActive: a.isActive, createdAt: a.createdAt,
          })),
        };
      }),
    };
  }
}
