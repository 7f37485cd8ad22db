import { Migration } from '@mikro-orm/migrations';

/**
 * Messages a customer leaves from the chat for staff, and the staff's reply (issue 28 item 7;
 * docs/decisions/support-messages.md). Open while `replied_at` is null; a reply is given once.
 */
export class Migration20261203000100SupportMessages extends Migration {
  override up(): void {
    this.addSql(`create table notifications.support_messages (
      id uuid primary key,
      user_id uuid not null references identity.users (id) on delete cascade,
      body text not null check (length(body) between 1 and 2000),
      created_at timestamptz not null default now(),
      reply text check (length(reply) between 1 and 2000),
      replied_at timestamptz,
      replied_by uuid,
      check ((reply is null) = (replied_at is null))
    )`);
    this.addSql(`create index support_messages_user_idx on notifications.support_messages (user_id, created_at desc)`);
    this.addSql(`create index support_messages_list_idx on notifications.support_messages ((replied_at is null), created_at desc, id desc)`);
  }
}
