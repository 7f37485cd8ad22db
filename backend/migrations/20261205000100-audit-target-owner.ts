import { Migration } from '@mikro-orm/migrations';

/** Each target type's owner, read from the table its id is a row of (the owning context's). */
const OWNERS: { targetType: string; table: string; owner: string }[] = [
  { targetType: 'account', table: 'accounts.accounts', owner: 'user_id' },
  { targetType: 'card', table: 'cards.debit_cards', owner: 'user_id' },
  { targetType: 'payment', table: 'payments.transactions', owner: 'coalesce(from_user_id, to_user_id)' },
  { targetType: 'payment', table: 'international.international_transfers', owner: 'user_id' },
  { targetType: 'deposit', table: 'payments.incoming_deposits', owner: 'user_id' },
  { targetType: 'message', table: 'notifications.support_messages', owner: 'user_id' },
  { targetType: 'application', table: 'onboarding.account_applications', owner: 'user_id' },
];

/**
 * The customer each audit entry is about (docs/decisions/audit-names.md): `target_owner_id`, the user
 * id a user target is and any other target belongs to, written with the entry from now on, so the
 * back office's customer filter finds a customer's cards, payments, deposits, messages and
 * application, not only their profile and accounts. The entries already written get theirs from the
 * targets' rows: the log stays append-only for the app (its trigger is off only inside this
 * migration's transaction), and no recorded fact changes; a target deleted since keeps none, except a
 * user, whose id is its own.
 */
export class Migration20261205000100AuditTargetOwner extends Migration {
  override up(): void {
    this.addSql(`alter table admin.audit_log add column target_owner_id uuid`);
    this.addSql(`alter table admin.audit_log disable trigger audit_log_append_only`);
    this.addSql(`update admin.audit_log set target_owner_id = target_id::uuid
      where target_type = 'user' and target_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);
    for (const { targetType, table, owner } of OWNERS) {
      this.addSql(`update admin.audit_log a set target_owner_id = ${owner} from ${table} t
        where a.target_type = '${targetType}' and a.target_owner_id is null and t.id::text = a.target_id`);
    }
    this.addSql(`alter table admin.audit_log enable trigger audit_log_append_only`);
    this.addSql(`create index audit_log_owner_idx on admin.audit_log (target_owner_id, created_at desc, id desc) where target_owner_id is not null`);
  }
}
