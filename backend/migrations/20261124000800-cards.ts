import { Migration } from '@mikro-orm/migrations';

/**
 * Debit cards (cards context). An application is a card row in status 'pending' without a number;
 * approval issues it (number, expiry, encrypted CVV). One live card or application per account.
 */
export class Migration20261124000800Cards extends Migration {
  override up(): void {
    this.addSql(`create table debit_cards (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      card_number varchar(16) unique check (card_number ~ '^[0-9]{16}$'),
      card_holder_name text not null,
      expiry_month smallint check (expiry_month between 1 and 12),
      expiry_year smallint,
      cvv_encrypted text,
      card_type varchar(16) not null default 'standard' check (card_type in ('standard', 'premium', 'platinum')),
      delivery_address text,
      pin_hash text,
      daily_limit numeric(12,2) not null default 2000.00,
      status varchar(16) not null check (status in ('pending', 'active', 'rejected', 'cancelled')),
      is_active boolean not null default false,
      disabled_by varchar(8) check (disabled_by in ('owner', 'admin')),
      rejection_reason text,
      processed_by uuid,
      processed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'active') = (card_number is not null and cvv_encrypted is not null and expiry_year is not null)
             or status = 'cancelled')
    )`);
    this.addSql(`create unique index debit_cards_one_live_per_account on debit_cards (account_id) where status in ('pending', 'active')`);
    this.addSql(`create index debit_cards_user_idx on debit_cards (user_id, created_at)`);
    this.addSql(`create index debit_cards_pending_idx on debit_cards (created_at) where status = 'pending'`);
    // The monthly fee run walks issued paid cards.
    this.addSql(`create index debit_cards_paid_idx on debit_cards (id) where status = 'active' and card_type <> 'standard'`);

    // A wallet holds a random token standing for the card, never the card number.
    this.addSql(`create table card_wallet_tokens (
      id uuid primary key,
      card_id uuid not null references debit_cards (id) on delete cascade,
      wallet_type varchar(8) not null check (wallet_type in ('apple', 'google')),
      token varchar(64) not null unique,
      created_at timestamptz not null default now(),
      unique (card_id, wallet_type)
    )`);

    // What happened to a card and who did it: applied, approved, rejected, frozen, unfrozen, revealed, ...
    this.addSql(`create table card_history (
      id bigserial primary key,
      card_id uuid not null references debit_cards (id) on delete cascade,
      actor_user_id uuid,
      event varchar(32) not null,
      detail jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index card_history_card_idx on card_history (card_id, created_at)`);
    this.addSql(`create index card_history_reveals_idx on card_history (actor_user_id, created_at) where event in ('revealed', 'reveal-refused')`);

    // One fee per card and month: the unique key is what makes two concurrent runs charge once.
    this.addSql(`create table card_fees (
      id uuid primary key,
      card_id uuid not null references debit_cards (id) on delete cascade,
      month char(7) not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      amount numeric(12,2) not null check (amount > 0),
      currency char(3) not null,
      status varchar(8) not null check (status in ('charged', 'owed')),
      charged_at timestamptz,
      created_at timestamptz not null default now(),
      unique (card_id, month)
    )`);
    this.addSql(`create index card_fees_owed_idx on card_fees (created_at) where status = 'owed'`);
  }
}
