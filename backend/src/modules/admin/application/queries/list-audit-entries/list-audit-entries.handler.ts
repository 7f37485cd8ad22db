import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEntryDto } from '@bank/contracts/admin';
import type { CursorPage } from '@bank/contracts/paging';
import { ListAccountHolders, type AccountHolder } from '../../../../accounts/public/account-holders.query.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { AUDIT_QUERIES } from '../../../admin.tokens.js';
import type { AuditQueries, AuditStoreFilter, StoredAuditEntry } from './audit-queries.js';
import { ListAuditEntries } from './list-audit-entries.query.js';

/**
 * The audit trail with the names staff read: the customer each target is or belongs to (its owner,
 * recorded with the entry) and an account's number, from accounts' public queries (its projection
 * of the customers), never a join into another schema. A customer filter becomes the customer's
 * user id, which finds their entries whatever the target (issue 28 item 17; docs/decisions/audit-names.md).
 */
@QueryHandler(ListAuditEntries)
export class ListAuditEntriesHandler implements IQueryHandler<ListAuditEntries, CursorPage<AuditEntryDto>> {
  constructor(@Inject(AUDIT_QUERIES) private readonly audit: AuditQueries, private readonly queries: QueryBus) {}

  async execute({ filter, page }: ListAuditEntries): Promise<CursorPage<AuditEntryDto>> {
    const { customerId, ...rest } = filter;
    const storeFilter: AuditStoreFilter = customerId === undefined ? rest : { ...rest, ownerId: await this.userIdOf(customerId) };
    const stored = await this.audit.page(storeFilter, page);
    return { ...stored, items: await this.named(stored.items) };
  }

  /** The customer's user id; null for an unknown customer id. */
  private async userIdOf(customerId: string): Promise<string | null> {
    const [holder] = await this.queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders({ customerId: customerId.trim().toUpperCase() }));
    return holder?.userId ?? null;
  }

  private async named(entries: StoredAuditEntry[]): Promise<AuditEntryDto[]> {
    const accountIds = [...new Set(entries.filter((e) => e.targetType === 'account').map((e) => e.targetId))];
    const accounts = accountIds.length === 0 ? [] : await this.queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: accountIds, accountNumbers: [] }));
    const accountById = new Map(accounts.map((account) => [account.id, account]));
    const userIds = [...new Set(entries.flatMap((e) => (e.targetOwnerId ? [e.targetOwnerId] : [])))];
    const holders = userIds.length === 0 ? [] : await this.queries.execute<ListAccountHolders, AccountHolder[]>(new ListAccountHolders({ userIds }));
    const holderById = new Map(holders.map((holder) => [holder.userId, holder]));
    const customer = (userId: string | null): AuditEntryDto['targetCustomer'] => {
      const holder = userId === null ? undefined : holderById.get(userId);
      return holder ? { customerId: holder.customerId, name: `${holder.firstName} ${holder.lastName}` } : null;
    };
    return entries.map(({ targetOwnerId, ...entry }) => ({
      ...entry, targetCustomer: customer(targetOwnerId),
      targetAccountNumber: entry.targetType === 'account' ? accountById.get(entry.targetId)?.accountNumber ?? null : null,
    }));
  }
}
