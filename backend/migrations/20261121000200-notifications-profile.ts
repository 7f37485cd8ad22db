import { Migration } from '@mikro-orm/migrations';

/** In-app notifications, the customer's notification preferences, and the 2FA / password-change columns. */
export class Migration20261121000200NotificationsProfile extends Migration {
  override up(): void {
    this.addSql(`alter table users add column two_factor_enabled boolean not null default false`);
    this.addSql(`alter table users add column password_changed_at timestamptz`);

    this.addSql(`create table notification_preferences (
      user_id uuid primary key references users (id) on delete cascade,
      email_notifications boolean not null default true,
      sms_notifications boolean not null default false,
      transaction_alerts boolean not null default true,
      security_alerts boolean not null default true,
      marketing_emails boolean not null default false,
      updated_at timestamptz not null default now()
    )`);

    // source_event_id is the outbox row the notification came from: a re-delivered event
    // (the outbox delivers at least once) hits the unique key and creates nothing.
    this.addSql(`create table notifications (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      type varchar(20) not null check (type in ('transaction', 'security', 'account', 'transfer', 'card', 'system')),
      title varchar(200) not null,
      message text not null,
      priority varchar(10) not null check (priority in ('low', 'medium', 'high')),
      is_read boolean not null default false,
      action_url varchar(500),
      source_event_id bigint,
      created_at timestamptz not null default now(),
      constraint notifications_source_event_user_unique unique (source_event_id, user_id)
    )`);
    this.addSql(`create index notifications_user_created_idx on notifications (user_id, created_at desc)`);
    this.addSql(`create index notifications_user_unread_idx on notifications (user_id) where not is_read`);
  }
}
