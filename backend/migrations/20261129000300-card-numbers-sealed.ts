import { Migration } from '@mikro-orm/migrations';

/**
 * No full card number at rest (security review, issue 27 item 6): a card keeps its number sealed
 * (AES-256-GCM, bound to the card), a keyed hash of it (HMAC-SHA-256) to find a card by number,
 * unique, and its last four digits for lists. The numbers already stored are sealed by the app at
 * its next start (job seal-card-numbers: the key is the app's, not the database's), which empties
 * card_number; a later migration drops the column.
 */
export class Migration20261129000300CardNumbersSealed extends Migration {
  override up(): void {
    this.addSql(`alter table cards.debit_cards add column card_number_sealed text, add column card_number_hash text, add column last4 char(4)`);
    this.addSql(`update cards.debit_cards set last4 = right(card_number, 4) where card_number is not null`);
    this.addSql(`create unique index debit_cards_number_hash_key on cards.debit_cards (card_number_hash)`);
    // An active card has its number: sealed, or (until the app seals it) in the clear.
    this.addSql(`alter table cards.debit_cards drop constraint debit_cards_check`);
    this.addSql(`alter table cards.debit_cards add constraint debit_cards_issued_check check (
      (status = 'active') = ((card_number_sealed is not null or card_number is not null) and cvv_encrypted is not null and expiry_year is not null)
      or status = 'cancelled')`);
  }
}
