import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { isUuid } from '../../../../../shared/ids.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../public/accounts.api.js';

/** How many lookups (by id or by number) one server process remembers; the oldest go first. */
const REMEMBERED_LOOKUPS = 20_000;

/**
 * Remembers what it read: an account's owner, number, type and currency are set when it is opened
 * and change only by an administrator's hand, so a customer's repeated transfers skip the read
 * (transfer-in-one-statement.md). The copy is not shared between processes and never invalidated:
 * the transfer statement re-checks these facts and asks again with `fresh` when they moved.
 * An account that was not found is not remembered: it may be opened a moment later.
 */
@QueryHandler(IdentifyAccounts)
export class IdentifyAccountsHandler implements IQueryHandler<IdentifyAccounts, AccountIdentity[]> {
  /** Keyed `id:<uuid>` and `number:<account number>`; a Map keeps insertion order, oldest first. */
  private readonly remembered = new Map<string, AccountIdentity>();

  constructor(private readonly em: EntityManager) {}

  async execute({ by, fresh }: IdentifyAccounts): Promise<AccountIdentity[]> {
    const ids = by.ids.filter(isUuid);
    const keys = [...ids.map((id) => `id:${id}`), ...by.accountNumbers.map((n) => `number:${n}`)];
    const known = keys.map((key) => this.remembered.get(key));
    if (!fresh && keys.length > 0 && known.every((a) => a !== undefined)) return [...new Set(known as AccountIdentity[])];

    if (keys.length === 0) return [];
    for (const key of keys) this.remembered.delete(key); // what is not found now is forgotten
    const rows = await sql<{ id: string; user_id: string; account_number: string; account_type: AccountIdentity['accountType']; currency: string }>(this.em,
      `select id, user_id, account_number, account_type, currency from accounts
       where user_id is not null and (id = any($1::uuid[]) or account_number = any($2::text[]))`, [ids, by.accountNumbers]);
    const accounts = rows.map((r) => ({ id: r.id, userId: r.user_id, accountNumber: r.account_number, accountType: r.account_type, currency: r.currency }));
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
