import { Migration } from '@mikro-orm/migrations';

/**
 * The activation link emailed on approval (issue 28 item 12): the approved applicant chooses the
 * first password through it, not with reference + date of birth. Its token is stored as a
 * SHA-256 with its expiry (24 h), cleared when used.
 */
export class Migration20261202000200ApplicantActivationLink extends Migration {
  override up(): void {
    this.addSql(`alter table onboarding.account_applications
      add column activation_token_hash varchar(64),
      add column activation_expires_at timestamptz`);
    this.addSql(`create unique index account_applications_activation_idx on onboarding.account_applications (activation_token_hash)
      where activation_token_hash is not null`);
  }
}
