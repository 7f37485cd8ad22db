import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's customer search (docs/decisions/admin-lists-and-search.md): the customer id by
 * its start (a pattern index: one index entry for a whole id) and the name or email by any part
 * (a trigram index), instead of one trigram index over all four, whose posting lists for an id's
 * common trigrams ("cus", "000") grow with the bank. The statistics on both expressions let
 * PostgreSQL estimate a term (a partial index's own statistics are not used for that): without
 * them every term looked rare, and a common one read and sorted all its matches.
 */
export class Migration20261126000700CustomerSearch extends Migration {
  override up(): void {
    this.addSql(`drop index users_admin_search_trgm_idx`);
    this.addSql(`create index users_admin_name_trgm_idx on users using gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops) where deleted_at is null`);
    this.addSql(`create index users_admin_customer_id_idx on users (lower(customer_id) text_pattern_ops) where deleted_at is null`);
    this.addSql(`create statistics users_admin_name_stats on (lower(first_name || ' ' || last_name || ' ' || email)) from users`);
    this.addSql(`create statistics users_admin_customer_id_stats on (lower(customer_id)) from users`);
    // Histograms of 1,000 entries: with the default 100 a name held by one customer in 500 looks
    // as rare as none, and one id looks like 1 % of a small bank (which then reads it all).
    this.addSql(`alter statistics users_admin_name_stats set statistics 1000`);
    this.addSql(`alter statistics users_admin_customer_id_stats set statistics 1000`);
    this.addSql(`analyze users`);
  }
}
