import { Migration } from '@mikro-orm/migrations';

/**
 * Email as a channel (issue 28 item 12; docs/decisions/email.md): the letters the outbox's event
 * handlers queue, sent after commit by the `send-emails` job in batches, retried with a growing
 * wait. `(source_event_id, kind, address)` makes a second delivery of the same event queue nothing.
 * A letter over the rate limit is kept as `limited` (so it is counted and visible), never sent.
 */
export class Migration20261129002000OutgoingEmail extends Migration {
  override up(): void {
    this.addSql(`create table notifications.outgoing_emails (
      id uuid primary key,
      source_event_id bigint not null,
      kind text not null,
      user_id uuid,
      address text not null,
      subject text not null,
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'limited')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      unique (source_event_id, kind, address)
    )`);
    this.addSql(`create index outgoing_emails_due_idx on notifications.outgoing_emails (next_attempt_at) where status = 'pending'`);
    this.addSql(`create index outgoing_emails_address_idx on notifications.outgoing_emails (lower(address), created_at)`);
    this.addSql(`create index outgoing_emails_user_idx on notifications.outgoing_emails (user_id, created_at) where user_id is not null`);
  }
}
