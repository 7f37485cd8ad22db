import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '../../../../../shared/ids.js';
import { ACCOUNT_QUERIES } from '../../../accounts.tokens.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../public/accounts.api.js';
import type { AccountQueries } from '../../ports/account-queries.js';

/** How many lookups (by id or by number) one server process remembers; the oldest go first. */
const REMEMBERED_LOOKUPS = 20_000;

/**
 * Remembers what it read: an account's owner, number, type and currency are set when it is opened
 * and change only by an administrator's hand, so a customer's repeated transfers skip the read
 * (transfer-accounts-from-memory.md). The copy is not shared between processes and never
 * invalidated: the transfer statement re-checks these facts and asks again with `fresh` when they
 * moved. An account that was not found is not remembered: it may be opened a moment later.
 */
@QueryHandler(IdentifyAccounts)
export class IdentifyAccountsHandler implements IQueryHandler<IdentifyAccounts, AccountIdentity[]> {
  /** Keyed `id:<uuid>` and `number:<account number>`; a Map keeps insertion order, oldest first. */
  private readonly remembered = new Map<string, AccountIdentity>();

  constructor(@Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries) {}

  async execute({ by, fresh }: IdentifyAccounts): Promise<AccountIdentity[]> {
    const keys = [...by.ids.filter(isUuid).map((id) => `id:${id}`), ...by.accountNumbers.map((n) => `number:${n}`)];
    const known = keys.map((key) => this.remembered.get(key));
    if (!fresh && keys.length > 0 && known.every((a) => a !== undefined)) return [...new Set(known as AccountIdentity[])];

    for (const key of keys) this.remembered.delete(key); // what is not found now is forgotten
    // Only what never changes by itself is kept: activity and names are not part of the copy.
    const accounts = (await this.accounts.findAccounts(by)).map(({ id, userId, accountNumber, accountType, currency }) => ({ id, userId, accountNumber, accountType, currency }));
    for (const account of accounts) {
      this.remember(`id:${account.id}`, account);
      this.remember(`number:${account.accountNumber}`, account);
    }
    return accounts;
  }

  private remember(key: string, account: AccountIdentity): void {
    this.remembered.delete(key);
    this.remembered.set(key, account);
    if (this.remembered.size > REMEMBERED_LOOKUPS) this.remembered.delete(this.remembered.keys().next().value!);
  }
}
