import { Migration } from '@mikro-orm/migrations';

/**
 * Card reveals are counted when asked for, before the password is checked (security review,
 * issue 27 item 7): each request is a 'reveal-requested' line of the card's history, counted by
 * this index within the hour.
 */
export class Migration20261129000100CardRevealRequests extends Migration {
  override up(): void {
    this.addSql(`create index card_history_reveal_requests_idx on cards.card_history (actor_user_id, created_at) where event = 'reveal-requested'`);
  }
}
