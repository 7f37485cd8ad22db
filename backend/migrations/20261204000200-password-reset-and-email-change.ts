import { Migration } from '@mikro-orm/migrations';

/**
 * Forgot password by an emailed link, and re-verification of a changed email (issue 28 item 12;
 * docs/decisions/password-reset.md). Each link's token is stored as a SHA-256 with its expiry on
 * the user's row, one of each kind at a time (a newer request replaces the older), cleared when
 * used. The address a customer asked to change to waits in `pending_email` until its link is
 * opened; it holds nothing (not unique). `link_attempts` counts requests and wrong links per IP
 * and per account, as onboarding's attempts do.
 */
export class Migration20261204000200PasswordResetAndEmailChange extends Migration {
  override up(): void {
    this.addSql(`alter table identity.users
      add column password_reset_token_hash varchar(64),
      add column password_reset_expires_at timestamptz,
      add column pending_email varchar(254),
      add column email_change_token_hash varchar(64),
      add column email_change_expires_at timestamptz`);
    this.addSql(`create unique index users_password_reset_idx on identity.users (password_reset_token_hash)
      where password_reset_token_hash is not null`);
    this.addSql(`create unique index users_email_change_idx on identity.users (email_change_token_hash)
      where email_change_token_hash is not null`);
    this.addSql(`create table identity.link_attempts (
      id bigserial primary key,
      bucket varchar(32) not null,
      key text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index link_attempts_key_idx on identity.link_attempts (bucket, key, created_at)`);
  }
}
