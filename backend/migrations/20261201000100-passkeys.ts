import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (issue 27 item 2; docs/decisions/passkeys.md): a customer's WebAuthn credentials, a
 * second factor at sign-in and for transfers. The public key is public (nothing to seal); the
 * counter catches a cloned authenticator that reports a count it already used.
 */
export class Migration20261201000100Passkeys extends Migration {
  override up(): void {
    this.addSql(`create table identity.passkeys (
      id uuid primary key,
      user_id uuid not null references identity.users (id) on delete cascade,
      credential_id text not null unique,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`);
    this.addSql(`create index passkeys_user_idx on identity.passkeys (user_id, created_at)`);
  }
}
