import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the back office's keyset-paged lists (docs/decisions/keyset-paging.md): each list's
 * order (created_at, id, newest first) is an index, so a page is a short index range at a million
 * rows; searches use a trigram index over the searched fields (the expressions must stay equal to
 * the list handlers', or the planner will not use them).
 */
export class Migration20261124000701AdminLists extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`create index users_admin_keyset_idx on users (created_at desc, id desc) where deleted_at is null`);
    this.addSql(`create index users_admin_search_trgm_idx on users using gin (
      (lower(first_name || ' ' || last_name || ' ' || email || ' ' || customer_id)) gin_trgm_ops) where deleted_at is null`);
    this.addSql(`create index accounts_number_pattern_idx on accounts (account_number varchar_pattern_ops)`);
    this.addSql(`create index accounts_admin_keyset_idx on accounts (created_at desc, id desc) where user_id is not null and closed_at is null`);
    this.addSql(`create index transactions_transfers_keyset_idx on transactions (created_at desc, id desc) where type = 'transfer'`);
    this.addSql(`create index transactions_transfers_status_keyset_idx on transactions (status, created_at desc, id desc) where type = 'transfer'`);
    this.addSql(`create index transactions_code_idx on transactions (transaction_code varchar_pattern_ops)`);
  }
}
