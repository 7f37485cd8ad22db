import { Migration } from '@mikro-orm/migrations';

/**
 * What each customer sent by bank day (US Eastern), in USD: the daily and monthly transfer limits
 * are checked against it with one conditional upsert, so two concurrent transfers cannot both slip
 * under a limit. A returned transfer gives its amount back to the day it was sent.
 * `refuse(reason, explanation)` lets one statement abort itself with a reason the application maps to
 * its error (SQLSTATE BK001), undoing everything the statement wrote.
 */
export class Migration20261121000400TransferUsage extends Migration {
  override up(): void {
    this.addSql(`create table transfer_usage (
      user_id uuid not null references users (id) on delete cascade,
      bank_day date not null,
      amount_usd numeric(14,2) not null check (amount_usd >= 0),
      primary key (user_id, bank_day)
    )`);
    this.addSql(`insert into transfer_usage (user_id, bank_day, amount_usd)
      select from_user_id, (created_at at time zone 'America/New_York')::date, sum(amount_usd)
      from transactions where type = 'transfer' and money_state <> 'returned' and from_user_id is not null
      group by 1, 2`);

    this.addSql(`create function refuse(reason text, explanation text default null) returns boolean language plpgsql volatile as $$
      begin
        raise exception using errcode = 'BK001', message = reason, detail = coalesce(explanation, '');
      end $$`);
  }
}
