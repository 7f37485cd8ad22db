import { Migration } from '@mikro-orm/migrations';

/**
 * The applicant's email verification (issue 28 item 12; docs/decisions/email.md): an application
 * counts (staff see it, it holds its email) only once the link mailed to it was opened. The
 * link's token is stored as a SHA-256, cleared when used. Applications already made count as
 * verified: they were accepted under the old rule.
 */
export class Migration20261202000100ApplicationEmailVerification extends Migration {
  override up(): void {
    this.addSql(`alter table onboarding.account_applications
      add column email_verified_at timestamptz,
      add column verification_token_hash varchar(64),
      add column verification_expires_at timestamptz`);
    this.addSql(`update onboarding.account_applications set email_verified_at = submitted_at`);
    this.addSql(`create unique index account_applications_verification_idx on onboarding.account_applications (verification_token_hash)
      where verification_token_hash is not null`);
    // Only a verified application holds its email: a stranger's unverified one blocks nobody.
    this.addSql(`drop index onboarding.account_applications_one_pending_per_email`);
    this.addSql(`create unique index account_applications_one_pending_per_email on onboarding.account_applications (lower(email))
      where status in ('submitted', 'under_review') and email_verified_at is not null`);
  }
}
