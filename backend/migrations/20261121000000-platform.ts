import { Migration } from '@mikro-orm/migrations';

/** Identity, sessions, settings, login throttle and the outbox. */
export class Migration20261121000000Platform extends Migration {
  override up(): void {
    this.addSql(`create table users (
      id uuid primary key,
      customer_id varchar(32) not null unique,
      email varchar(254) not null,
      password text not null,
      first_name varchar(100) not null,
      last_name varchar(100) not null,
      phone varchar(32),
      date_of_birth date,
      address text,
      role varchar(10) not null default 'user' check (role in ('user', 'admin')),
      is_verified boolean not null default false,
      is_active boolean not null default true,
      login_restricted boolean not null default false,
      transaction_restricted boolean not null default false,
      restriction_reason text,
      last_login_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create unique index users_email_unique on users (lower(email))`);

    this.addSql(`create table sessions (
      sid varchar(255) primary key,
      sess json not null,
      expire timestamptz not null
    )`);
    this.addSql(`create index sessions_expire_idx on sessions (expire)`);
    this.addSql(`create index sessions_user_idx on sessions ((sess->>'userId'))`);

    this.addSql(`create table settings (
      key varchar(100) primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`insert into settings (key, value) values ('session_timeout_minutes', '15')`);

    this.addSql(`create table login_failures (
      id bigserial primary key,
      customer_id varchar(64) not null,
      ip varchar(64),
      attempted_at timestamptz not null default now()
    )`);
    this.addSql(`create index login_failures_customer_idx on login_failures (customer_id, attempted_at)`);
    this.addSql(`create index login_failures_ip_idx on login_failures (ip, attempted_at)`);

    this.addSql(`create table outbox (
      id bigserial primary key,
      event_type varchar(100) not null,
      payload jsonb not null,
      occurred_at timestamptz not null,
      published_at timestamptz,
      attempts int not null default 0,
      claimed_until timestamptz,
      last_error text
    )`);
    this.addSql(`create index outbox_pending_idx on outbox (id) where published_at is null`);
  }
}
