import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for keyset paging (docs/decisions/keyset-paging.md). Each list's order is served by an
 * index ending in its keys, so a page is a short index range whatever the list's length:
 * - a customer's history is the union of the rows they sent and the rows they received, each side
 *   read in (created_at, id) order from its own index and merged; the same for one account;
 * - search matches a trigram index over the searched fields (the expression must stay equal to
 *   TRANSACTION_SEARCH_TEXT in list-transactions.handler.ts, or the planner will not use it);
 * - notifications by (created_at, source event, id), the order the bell shows them in.
 * The new indexes start with the old ones' columns, so they replace them.
 */
export class Migration20261124000500KeysetPaging extends Migration {
  override up(): void {
    for (const side of ['from', 'to']) {
      this.addSql(`drop index if exists transactions_${side}_idx`);
      this.addSql(`drop index if exists transactions_${side}_user_idx`);
      this.addSql(`create index transactions_${side}_account_keyset_idx on transactions (${side}_account_id, created_at desc, id desc)`);
      this.addSql(`create index transactions_${side}_user_keyset_idx on transactions (${side}_user_id, created_at desc, id desc)`);
    }
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`create index transactions_search_trgm_idx on transactions using gin ((
      description || chr(31) || transaction_code || chr(31) || coalesce(from_account_number, '') || chr(31)
      || coalesce(to_account_number, '') || chr(31) || amount::text) gin_trgm_ops)`);

    this.addSql(`drop index if exists notifications_user_created_idx`);
    this.addSql(`create index notifications_user_keyset_idx on notifications (user_id, created_at desc, coalesce(source_event_id, 0) desc, id desc)`);
  }
}
