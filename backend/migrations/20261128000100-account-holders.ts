import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts keeps what it shows of its holders (docs/decisions/account-holders.md):
 * - `accounts.account_holders`, a projection of identity's customer profiles (fed by
 *   CustomerProfileChanged through the outbox), for the holder's name on account views and the
 *   back office's search of accounts by holder. It keeps the customer search's shape
 *   (20261126000700): the customer id by its start (pattern index) and the name or email by any
 *   part (`search_text`, trigram index), each with statistics of 1,000 entries so PostgreSQL tells a
 *   rare term from a common one. Filled here from the users there are.
 * - `accounts.journal_entries.reference`: the code a statement shows beside a line (the transfer's
 *   code), written with the entry instead of read from payments' table. Filled here from it.
 */
export class Migration20261128000100AccountHolders extends Migration {
  override up(): void {
    this.addSql(`create table accounts.account_holders (
      user_id uuid primary key,
      customer_id varchar(64) not null,
      first_name text not null,
      last_name text not null,
      email text not null,
      deleted boolean not null default false,
      search_text text generated always as (lower(first_name || ' ' || last_name || ' ' || email)) stored,
      source_event_id bigint,
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`alter table accounts.account_holders alter column search_text set statistics 1000`);
    // An event already in the outbox is older than what this copies: the projection skips it (source_event_id).
    this.addSql(`insert into accounts.account_holders (user_id, customer_id, first_name, last_name, email, deleted, source_event_id)
      select id, customer_id, first_name, last_name, email, deleted_at is not null, (select max(id) from platform.outbox) from identity.users`);
    this.addSql(`create index account_holders_name_trgm_idx on accounts.account_holders using gin (search_text gin_trgm_ops) where not deleted`);
    this.addSql(`create index account_holders_customer_id_idx on accounts.account_holders (lower(customer_id) text_pattern_ops) where not deleted`);
    // An exact customer id (another context's search of its payments by customer), deleted ones included.
    this.addSql(`create index account_holders_customer_id_exact_idx on accounts.account_holders (customer_id)`);
    this.addSql(`create statistics accounts.account_holders_customer_id_stats on (lower(customer_id)) from accounts.account_holders`);
    this.addSql(`alter statistics accounts.account_holders_customer_id_stats set statistics 1000`);
    this.addSql(`analyze accounts.account_holders`);

    this.addSql(`alter table accounts.journal_entries add column reference text`);
    this.addSql(`update accounts.journal_entries j set reference = t.transaction_code from payments.transactions t where t.id = j.transaction_id`);
  }
}
