import { Migration } from '@mikro-orm/migrations';

/**
 * Context boundaries the database keeps (issue 24 item 3; docs/decisions/context-schemas.md): the
 * foreign keys from one context's tables to another's go, but notifications' to identity's users.
 * Only constraints are dropped: every row stays as it is. Users and accounts are closed, never
 * erased (docs/decisions/closing-users-and-accounts.md), so the keys' ON DELETE actions never ran.
 */
const DROPPED: [table: string, constraint: string, definition: string][] = [
  ['accounts.accounts', 'accounts_user_id_fkey', 'foreign key (user_id) references identity.users(id) on delete cascade'],
  ['accounts.payee_lookups', 'payee_lookups_user_id_fkey', 'foreign key (user_id) references identity.users(id) on delete cascade'],
  ['cards.debit_cards', 'debit_cards_account_id_fkey', 'foreign key (account_id) references accounts.accounts(id) on delete cascade'],
  ['cards.debit_cards', 'debit_cards_user_id_fkey', 'foreign key (user_id) references identity.users(id) on delete cascade'],
  ['international.international_transfers', 'international_transfers_user_id_fkey', 'foreign key (user_id) references identity.users(id)'],
  ['international.international_transfers', 'international_transfers_from_account_id_fkey', 'foreign key (from_account_id) references accounts.accounts(id) on delete set null'],
  ['international.international_transfers', 'international_transfers_transaction_id_fkey', 'foreign key (transaction_id) references payments.transactions(id)'],
  ['payments.transactions', 'transactions_from_user_id_fkey', 'foreign key (from_user_id) references identity.users(id) on delete set null'],
  ['payments.transactions', 'transactions_to_user_id_fkey', 'foreign key (to_user_id) references identity.users(id) on delete set null'],
  ['payments.transactions', 'transactions_from_account_id_fkey', 'foreign key (from_account_id) references accounts.accounts(id) on delete set null'],
  ['payments.transactions', 'transactions_to_account_id_fkey', 'foreign key (to_account_id) references accounts.accounts(id) on delete set null'],
  ['payments.transfer_usage', 'transfer_usage_user_id_fkey', 'foreign key (user_id) references identity.users(id) on delete cascade'],
  ['platform.idempotency_keys', 'idempotency_keys_user_id_fkey', 'foreign key (user_id) references identity.users(id) on delete cascade'],
];

export class Migration20261129001000CrossSchemaKeys extends Migration {
  override up(): void {
    for (const [table, constraint] of DROPPED) this.addSql(`alter table ${table} drop constraint if exists ${constraint}`);
  }

  override down(): void {
    for (const [table, constraint, definition] of DROPPED) this.addSql(`alter table ${table} add constraint ${constraint} ${definition}`);
  }
}
