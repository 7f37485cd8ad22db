import { Migration } from '@mikro-orm/migrations';

/**
 * The history's "received" arm (docs/decisions/keyset-paging.md) filters `from_… is distinct from`
 * the customer or account: its index now carries that column, so a page and a count read the index
 * alone (an index-only scan) instead of fetching every row from the table. A savings account of a
 * 1M-row customer counted its first 10,001 received rows with 10,001 heap fetches (p50 26 ms);
 * covered, it reads them as the "sent" arm does.
 */
export class Migration20261129000900HistoryReceivedCovering extends Migration {
  override up(): void {
    for (const by of ['user', 'account']) {
      this.addSql(`drop index if exists payments.transactions_to_${by}_keyset_idx`);
      this.addSql(`create index transactions_to_${by}_keyset_idx on payments.transactions (to_${by}_id, created_at desc, id desc) include (from_${by}_id)`);
    }
  }
}
