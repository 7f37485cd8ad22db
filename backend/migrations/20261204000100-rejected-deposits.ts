import { Migration } from '@mikro-orm/migrations';

/**
 * A recorded deposit can be rejected (a mistyped amount or reference; docs/decisions/funding-and-incoming-deposits.md):
 * by whom, when and why. The checks keep a deposit either pending, approved (with its booking) or
 * rejected (with its reason), never two at once.
 */
export class Migration20261204000100RejectedDeposits extends Migration {
  override up(): void {
    this.addSql(`alter table payments.incoming_deposits
      add column rejected_by uuid,
      add column rejected_at timestamptz,
      add column rejection_reason text check (length(rejection_reason) between 1 and 500)`);
    this.addSql(`alter table payments.incoming_deposits drop constraint incoming_deposits_status_check`);
    this.addSql(`alter table payments.incoming_deposits add constraint incoming_deposits_status_check check (status in ('pending', 'approved', 'rejected'))`);
    this.addSql(`alter table payments.incoming_deposits add constraint incoming_deposits_rejection_check
      check ((status = 'rejected') = (rejected_by is not null and rejected_at is not null and rejection_reason is not null))`);
  }
}
