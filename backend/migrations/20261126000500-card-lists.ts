import { Migration } from '@mikro-orm/migrations';

/**
 * The Cards tab's keyset-paged lists (docs/decisions/keyset-paging.md): a status's cards newest
 * first (the cards in force, approved or declined applications) and, read backwards, the pending
 * queue oldest first; every application newest first. The pending index of the first cards
 * migration served only the old capped list and is replaced.
 */
export class Migration20261126000500CardLists extends Migration {
  override up(): void {
    this.addSql(`create index debit_cards_status_keyset_idx on debit_cards (status, created_at desc, id desc)`);
    this.addSql(`create index debit_cards_keyset_idx on debit_cards (created_at desc, id desc)`);
    this.addSql(`drop index debit_cards_pending_idx`);
  }
}
