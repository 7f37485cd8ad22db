import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AccountDto } from '@bank/contracts/accounts';
import type { AuditEntryDto } from '@bank/contracts/admin';
import type { CursorPage } from '@bank/contracts/paging';
import { ListAccountHolders, type AccountHolder } from '../../../../accounts/public/account-holders.query.js';
import { IdentifyAccounts, ListMyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { AUDIT_QUERIES } from '../../../admin.tokens.js';
import type { AuditQueries, AuditStoreFilter, StoredAuditEntry } from './audit-queries.js';
import { ListAuditEntries } from './list-audit-entries.query.js';

/**
 * The audit trail with the names staff read: the customer a user or account target is (or
 * belongs to) and the account's number, from accounts' public queries (its projection of the
 * customers), never a join into another schema. A customer filter becomes the ids of the
 * customer and their accounts (issue 28 item 17).
 */
@QueryHandler(ListAuditEntries)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntries, CursorPage<AuditEntryDto>> {
  constructor(@Inject(AUDIT_QUERIES) private readonly audit: AuditQueries, private readonly queries: QueryBus) {}

  async execute({ filter, page }: ListAuditEntries): Promise<CursorPage<AuditEntryDto>> {
    const { customerId, ...rest } = filter;
    const storeFilter: AuditStoreFilter = customerId === undefined ? rest : { ...rest, targetIds: await this.idsOfCustomer(customerId) };
    const stored = await this.audit.page(storeFilter, page);
    return { ...stored, items: await this.named(stored.items) };
  }

  /** The customer's user id and their accounts' ids; none for an unknown customer id. */
  private async idsOfCustomer(customerId: string): Promise<string[]> {
    const [holder] = await this.queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders({ customerId: customerId.trim().toUpperCase() }));
    if (!holder) return [];
    const accounts = await this.queries.execute<ListMyAccounts, AccountDto[]>(new ListMyAccounts(holder.userId));
    return [holder.userId, ...accounts.map((account) => account.id)];
  }

  private async named(entries: StoredAuditEntry[]): Promise<AuditEntryDto[]> {
    const idsOf = (type: StoredAuditEntry['targetType']) => [...new Set(entries.filter((e) => e.targetType === type).map((e) => e.targetId))];
    const accountIds = idsOf('account');
    const accounts = accountIds.length === 0 ? [] : await this.queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: accountIds, accountNumbers: [] }));
    const accountById = new Map(accounts.map((account) => [account.id, account]));
    const userIds = [...new Set([...idsOf('user'), ...accounts.map((account) => account.userId)])];
    const holders = userIds.length === 0 ? [] : await this.queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders({ userIds }));
    const holderById = new Map(holders.map((holder) => [holder.userId, holder]));
    const customer = (userId: string | undefined): AuditEntryDto['targetCustomer'] => {
      const holder = userId === undefined ? undefined : holderById.get(userId);
      return holder ? { customerId: holder.customerId, name: `${holder.firstName} ${holder.lastName}` } : null;
    };
    return entries.map((entry) => {
      const account = entry.targetType === 'account' ? accountById.get(entry.targetId) : undefined;
      const ownerId = entry.targetType === 'user' ? entry.targetId : account?.userId;
      return { ...entry, targetCustomer: customer(ownerId), targetAccountNumber: account?.accountNumber ?? null };
    });
  }
}
