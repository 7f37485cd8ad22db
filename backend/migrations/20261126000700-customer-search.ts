import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's customer search (docs/decisions/admin-lists-and-search.md): the customer id by
 * its start (a pattern index: one index entry for a whole id) and the name or email by any part
 * (a trigram index), instead of one trigram index over all four, whose posting lists for an id's
 * common trigrams ("cus", "000") grow with the bank.
 *
 * `search_text` is the name and email as the search matches them, stored: a common term is found
 * by reading the list in order and testing each row, and testing a stored text costs half of
 * building it each time. Its statistics and those of `lower(customer_id)` let PostgreSQL estimate a
 * term (a partial index's own are not used for that), with histograms of 1,000 entries: with the
 * default 100, a name held by one customer in 500 looks as rare as none, and one id looks like 1%
 * of a small bank, which then reads it all. Adding the column rewrites the table once.
 */
export class Migration20261126000700CustomerSearch extends Migration {
  override up(): void {
    this.addSql(`drop index users_admin_search_trgm_idx`);
    this.addSql(`alter table users add column search_text text generated always as (lower(first_name || ' ' || last_name || ' ' || email)) stored`);
    this.addSql(`alter table users alter column search_text set statistics 1000`);
    this.addSql(`create index users_admin_name_trgm_idx on users using gin (search_text gin_trgm_ops) where deleted_at is null`);
    this.addSql(`create index users_admin_customer_id_idx on users (lower(customer_id) text_pattern_ops) where deleted_at is null`);
    this.addSql(`create statistics users_admin_customer_id_stats on (lower(customer_id)) from users`);
    this.addSql(`alter statistics users_admin_customer_id_stats set statistics 1000`);
    this.addSql(`analyze users`);
  }
}
