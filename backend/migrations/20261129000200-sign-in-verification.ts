import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in verification (issue 27 item 1): a customer's authenticator app (TOTP secret sealed with
 * AES-256-GCM, confirmed once a code from the app matched, the last time step accepted) and ten
 * single-use recovery codes kept as SHA-256.
 */
export class Migration20261129000200SignInVerification extends Migration {
  override up(): void {
    this.addSql(`create table identity.totp_enrolments (
      user_id uuid primary key references identity.users (id) on delete cascade,
      secret_sealed text not null,
      confirmed_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table identity.recovery_codes (
      user_id uuid not null references identity.users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`);
  }
}
