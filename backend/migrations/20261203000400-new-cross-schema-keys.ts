import { Migration } from '@mikro-orm/migrations';

/**
 * The two foreign keys this release's first-day tables took across context schemas go, as the
 * others did in 20261129001000 (docs/decisions/context-schemas.md): users and accounts are closed,
 * never erased, so their ON DELETE never ran; a deleted account's reference would, besides, have
 * been held by its deposits. Only constraints are dropped.
 */
export class Migration20261203000400NewCrossSchemaKeys extends Migration {
  override up(): void {
    this.addSql('alter table notifications.support_messages drop constraint if exists support_messages_user_id_fkey');
    this.addSql('alter table payments.funding_references drop constraint if exists funding_references_account_id_fkey');
  }

  override down(): void {
    this.addSql('alter table notifications.support_messages add constraint support_messages_user_id_fkey foreign key (user_id) references identity.users(id) on delete cascade');
    this.addSql('alter table payments.funding_references add constraint funding_references_account_id_fkey foreign key (account_id) references accounts.accounts(id) on delete cascade');
  }
}
