import { Migration } from '@mikro-orm/migrations';

/**
 * The devices each customer has signed in from (identity), so only a sign-in from a new one is
 * notified (docs/decisions/sign-in-notifications.md). A device is a random token in a long-lived
 * cookie; only its SHA-256 is stored.
 */
export class Migration20261126000200KnownDevices extends Migration {
  override up(): void {
    this.addSql(`create table known_devices (
      user_id uuid not null references users (id) on delete cascade,
      token_hash bytea not null check (octet_length(token_hash) = 32),
      description text not null,
      first_seen_at timestamptz not null,
      last_seen_at timestamptz not null,
      primary key (user_id, token_hash)
    )`);
    // purge-sessions forgets devices unseen for longer than the cookie lives.
    this.addSql(`create index known_devices_last_seen_idx on known_devices (last_seen_at)`);
  }
}
