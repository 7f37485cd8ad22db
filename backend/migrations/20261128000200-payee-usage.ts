import { Migration } from '@mikro-orm/migrations';

/**
 * The per-payee daily limit (issue 24 item 7; docs/decisions/per-payee-daily-limit.md): what each
 * customer sent each payee by bank day (US Eastern), in USD, kept like `transfer_usage` and added to
 * by the transfer statement under the row's lock. A transfer remembers its payee's key, so a
 * returned one gives its amount back to the same row. Filled here for the last two days' transfers
 * (older days no longer limit anything): a domestic one to another customer counts for the payee
 * account, an international one for its recipient (country, account number, IFSC or BIC, without
 * spaces, dashes or case).
 */
export class Migration20261128000200PayeeUsage extends Migration {
  override up(): void {
    this.addSql(`alter table payments.transactions add column payee_key text`);
    this.addSql(`create table payments.payee_usage (
      user_id uuid not null,
      bank_day date not null,
      payee_key text not null,
      amount_usd numeric(14,2) not null check (amount_usd >= 0),
      primary key (user_id, bank_day, payee_key)
    )`);
    this.addSql(`update payments.transactions set payee_key = 'account:' || to_account_number
      where type = 'transfer' and channel = 'domestic' and to_account_number is not null and from_user_id is distinct from to_user_id`);
    this.addSql(`update payments.transactions t set payee_key = 'recipient:' || upper(regexp_replace(i.recipient_country_code, '[\\s-]+', '', 'g'))
        || ':' || upper(regexp_replace(i.recipient_account_number, '[\\s-]+', '', 'g'))
        || ':' || upper(regexp_replace(coalesce(i.recipient_ifsc_code, i.recipient_bank_code, ''), '[\\s-]+', '', 'g'))
      from international.international_transfers i where i.transaction_id = t.id`);
    this.addSql(`insert into payments.payee_usage (user_id, bank_day, payee_key, amount_usd)
      select from_user_id, (created_at at time zone 'America/New_York')::date, payee_key, sum(amount_usd)
      from payments.transactions
      where type = 'transfer' and money_state <> 'returned' and payee_key is not null and from_user_id is not null
        and created_at >= now() - interval '2 days'
      group by 1, 2, 3`);
  }
}
