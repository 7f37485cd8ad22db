import { Migration } from '@mikro-orm/migrations';

/**
 * The bank's internal accounts keep no balance of their own (docs/decisions/ledger-and-balances.md):
 * their position is the sum of their postings, read from the ledger, so the column that always
 * said 0.00 for them is NULL, and a check keeps `balance` for customer accounts only. An internal
 * account is inserted with `balance` null; a customer account still starts at the default 0.00.
 */
export class Migration20261124000300InternalAccountBalances extends Migration {
  override up(): void {
    this.addSql(`alter table accounts alter column balance drop not null`);
    this.addSql(`update accounts set balance = null where user_id is null`);
    this.addSql(`alter table accounts add constraint accounts_balance_customer_only check ((balance is null) = (user_id is null))`);
  }
}
