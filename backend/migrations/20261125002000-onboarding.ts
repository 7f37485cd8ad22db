import { Migration } from '@mikro-orm/migrations';

/**
 * Account opening (onboarding context): uploads bound to a browser's application draft, the
 * files themselves (the PostgreSQL storage adapter), applications and their review, and the
 * per-IP / per-reference attempt counters of the signed-out routes.
 */
export class Migration20261125002000Onboarding extends Migration {
  override up(): void {
    this.addSql(`create table account_applications (
      id uuid primary key,
      reference_number varchar(16) not null unique,
      status varchar(16) not null default 'submitted' check (status in ('submitted', 'under_review', 'approved', 'rejected')),
      email varchar(254) not null,
      first_name text not null,
      last_name text not null,
      date_of_birth date not null,
      account_type varchar(16) not null check (account_type in ('individual', 'joint')),
      currency varchar(3) not null,
      initial_deposit numeric(12,2) not null check (initial_deposit > 0),
      application jsonb not null,
      submitted_ip text,
      submitted_at timestamptz not null default now(),
      review_started_at timestamptz,
      decided_at timestamptz,
      decided_by uuid,
      decided_by_customer_id varchar(32),
      rejection_reason text,
      user_id uuid,
      customer_id varchar(32),
      account_id uuid,
      account_number varchar(8),
      password_set_at timestamptz,
      welcomed_at timestamptz,
      check ((status = 'approved') = (user_id is not null and account_id is not null)),
      check ((status = 'rejected') = (rejection_reason is not null))
    )`);
    // One application under review per email (the 409 of a second one holds under concurrency).
    this.addSql(`create unique index account_applications_one_pending_per_email on account_applications (lower(email))
      where status in ('submitted', 'under_review')`);
    // The Applications tab: newest first, all or by status (keyset).
    this.addSql(`create index account_applications_submitted_idx on account_applications (submitted_at desc, id desc)`);
    this.addSql(`create index account_applications_status_idx on account_applications (status, submitted_at desc, id desc)`);
    this.addSql(`create index account_applications_user_idx on account_applications (user_id) where user_id is not null`);

    // One signed upload URL: issued, then stored once; bound to the draft that asked for it.
    this.addSql(`create table document_uploads (
      id uuid primary key,
      draft_hash char(64) not null,
      issued_ip text,
      expires_at timestamptz not null,
      status varchar(16) not null default 'issued' check (status in ('issued', 'stored')),
      content_type varchar(32),
      size integer check (size between 1 and 10485760),
      sha256 char(64),
      stored_at timestamptz,
      application_id uuid references account_applications (id) on delete set null,
      document_field varchar(32),
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index document_uploads_application_idx on document_uploads (application_id) where application_id is not null`);
    // The purge walks files no application took, oldest first.
    this.addSql(`create index document_uploads_unreferenced_idx on document_uploads (created_at) where application_id is null`);

    // The PostgreSQL adapter of the document storage port.
    this.addSql(`create table document_objects (
      key varchar(128) primary key,
      content_type varchar(32) not null,
      content bytea not null,
      created_at timestamptz not null default now()
    )`);

    // Attempts on the signed-out routes: uploads, applications, status lookups (claimed before the check).
    this.addSql(`create table onboarding_attempts (
      id bigserial primary key,
      bucket varchar(32) not null,
      key text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index onboarding_attempts_key_idx on onboarding_attempts (bucket, key, created_at)`);
  }
}
