import { Migration } from '@mikro-orm/migrations';

/**
 * How many account numbers each customer has looked up in the current hour (LookUpPayee): one row
 * per customer, so the table never grows beyond the number of customers.
 */
export class Migration20261121000500PayeeLookups extends Migration {
  override up(): void {
    this.addSql(`create table payee_lookups (
      user_id uuid primary key references users (id) on delete cascade,
      window_started_at timestamptz not null,
      lookups int not null
    )`);
  }
}
