import { Migration } from '@mikro-orm/migrations';

/**
 * The back office: the audit trail of staff actions (append-only, enforced by a trigger so not
 * even a bug in the app can rewrite it), closing users and accounts instead of erasing them,
 * and the index today's figures read.
 */
export class Migration20261124000700Admin extends Migration {
  override up(): void {
    this.addSql(`create table audit_log (
      id bigserial primary key,
      actor_id uuid not null,
      actor_customer_id varchar(32) not null,
      action varchar(64) not null,
      target_type varchar(32) not null,
      target_id varchar(64) not null,
      before jsonb,
      after jsonb,
      reason text,
      created_at timestamptz not null default now()
    )`);
    // Keyset paging newest first, whole log or by one filter.
    this.addSql(`create index audit_log_created_idx on audit_log (created_at desc, id desc)`);
    this.addSql(`create index audit_log_actor_idx on audit_log (actor_id, created_at desc, id desc)`);
    this.addSql(`create index audit_log_action_idx on audit_log (action, created_at desc, id desc)`);
    this.addSql(`create index audit_log_target_idx on audit_log (target_id, created_at desc, id desc)`);
    this.addSql(`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end $$`);
    this.addSql(`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`);

    this.addSql(`alter table users add column deleted_at timestamptz`);
    this.addSql(`alter table accounts add column closed_at timestamptz`);
    this.addSql(`create index transactions_created_idx on transactions (created_at)`);
  }
}
