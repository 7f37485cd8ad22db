import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts and the double-entry ledger (accounts context), customer-visible transactions
 * with their status flow and idempotency keys (payments), exchange rates (international).
 */
export class Migration20261121000300AccountsLedgerPayments extends Migration {
  override up(): void {
    // Customer accounts and the bank's own internal accounts (user_id null, type 'internal').
    // A customer account's balance is the sum of its postings, kept in the same transaction;
    // internal accounts are not materialized (their balance is derived), so the clearing
    // account is never a hot row that serializes every transfer.
    this.addSql(`create table accounts (
      id uuid primary key,
      user_id uuid references users (id) on delete cascade,
      account_number varchar(32) not null unique,
      account_type varchar(16) not null check (account_type in ('checking', 'savings', 'credit', 'internal')),
      currency char(3) not null default 'USD',
      balance numeric(12,2) not null default 0.00,
      credit_limit numeric(12,2),
      is_active text not null default 'true',
      internal_purpose varchar(32),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((user_id is null) = (account_type = 'internal')),
      check (account_type = 'internal' or account_number ~ '^80[0-9]{6}$'),
      check (account_type <> 'credit' or (credit_limit is not null and credit_limit >= 0 and balance >= -credit_limit)),
      check (account_type not in ('checking', 'savings') or balance >= 0),
      unique (internal_purpose, currency)
    )`);
    this.addSql(`create index accounts_user_idx on accounts (user_id)`);

    this.addSql(`create table journal_entries (
      id bigserial primary key,
      transaction_id uuid,
      kind varchar(32) not null,
      memo text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index journal_entries_transaction_idx on journal_entries (transaction_id)`);

    this.addSql(`create table postings (
      id bigserial primary key,
      journal_entry_id bigint not null references journal_entries (id),
      account_id uuid not null references accounts (id) on delete cascade,
      amount numeric(12,2) not null check (amount <> 0),
      currency char(3) not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index postings_account_idx on postings (account_id, created_at, id)`);
    this.addSql(`create index postings_journal_idx on postings (journal_entry_id)`);

    this.addSql(`create table transactions (
      id uuid primary key,
      transaction_code varchar(32) not null unique,
      from_account_id uuid references accounts (id) on delete set null,
      to_account_id uuid references accounts (id) on delete set null,
      from_account_number varchar(32),
      to_account_number varchar(32),
      from_user_id uuid references users (id) on delete set null,
      to_user_id uuid references users (id) on delete set null,
      amount numeric(12,2) not null check (amount > 0),
      currency char(3) not null,
      amount_usd numeric(14,2) not null,
      type varchar(16) not null check (type in ('deposit', 'withdrawal', 'transfer')),
      status varchar(16) not null default 'processing'
        check (status in ('pending', 'processing', 'submitted', 'credited', 'completed', 'failed', 'cancelled')),
      money_state varchar(16) not null default 'held' check (money_state in ('held', 'settled', 'returned')),
      held_for_review boolean not null default false,
      description text not null,
      reference text,
      credit_note text,
      admin_notes text,
      status_updated_by uuid,
      status_updated_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create index transactions_from_idx on transactions (from_account_id, created_at desc)`);
    this.addSql(`create index transactions_to_idx on transactions (to_account_id, created_at desc)`);
    this.addSql(`create index transactions_from_user_idx on transactions (from_user_id, created_at desc)`);
    this.addSql(`create index transactions_to_user_idx on transactions (to_user_id, created_at desc)`);
    this.addSql(`create index transactions_due_idx on transactions (created_at) where money_state = 'held' and status = 'processing' and not held_for_review`);

    this.addSql(`create table idempotency_keys (
      user_id uuid not null references users (id) on delete cascade,
      key varchar(255) not null,
      request_hash text not null,
      response_status int,
      response_body jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )`);

    // Units of USD for one unit of the currency.
    this.addSql(`create table exchange_rates (
      currency char(3) primary key,
      usd_rate numeric(10,6) not null check (usd_rate > 0),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`insert into exchange_rates (currency, usd_rate) values
      ('USD', 1.000000), ('EUR', 1.085000), ('GBP', 1.270000), ('JPY', 0.006700), ('CAD', 0.735000),
      ('AUD', 0.655000), ('CHF', 1.130000), ('CNY', 0.138000), ('INR', 0.012000), ('MXN', 0.058000)`);

    // The bank's internal accounts, one per purpose and currency.
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'MXN']) {
      for (const purpose of ['clearing', 'external', 'adjustments', 'fx', 'fees']) {
        this.addSql(`insert into accounts (id, user_id, account_number, account_type, currency, internal_purpose)
          values (gen_random_uuid(), null, 'INT-${purpose.toUpperCase()}-${currency}', 'internal', '${currency}', '${purpose}')`);
      }
    }
  }
}
