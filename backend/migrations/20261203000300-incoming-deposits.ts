import { Migration } from '@mikro-orm/migrations';

/**
 * Funding a new account from outside the bank (issue 28 item 11;
 * docs/decisions/funding-and-incoming-deposits.md): each account's payment reference, and the
 * deposits staff record against one, approved by a second staff member (four eyes: the check
 * makes the recorder's own approval impossible in the data too).
 */
export class Migration20261203000300IncomingDeposits extends Migration {
  override up(): void {
    this.addSql(`create table payments.funding_references (
      account_id uuid primary key references accounts.accounts (id) on delete cascade,
      user_id uuid not null,
      reference text not null unique,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table payments.incoming_deposits (
      id uuid primary key,
      reference text not null references payments.funding_references (reference),
      account_id uuid not null,
      account_number varchar(32) not null,
      user_id uuid not null,
      amount numeric(12,2) not null check (amount > 0),
      currency char(3) not null,
      payer text not null check (length(payer) between 1 and 140),
      status text not null default 'pending' check (status in ('pending', 'approved')),
      recorded_by uuid not null,
      recorded_at timestamptz not null default now(),
      approved_by uuid check (approved_by <> recorded_by),
      approved_at timestamptz,
      transaction_id uuid,
      check ((status = 'approved') = (approved_by is not null and approved_at is not null and transaction_id is not null))
    )`);
    this.addSql(`create index incoming_deposits_list_idx on payments.incoming_deposits (status, recorded_at desc, id desc)`);
  }
}
