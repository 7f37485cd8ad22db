import { Migration } from '@mikro-orm/migrations';

/**
 * The sign-in before the current one (issue 28 item 11): `last_login_at` is the current session's,
 * so "Last login: Today" and "Welcome back!" greeted even a customer's very first visit.
 */
export class Migration20261203000200PreviousSignIn extends Migration {
  override up(): void {
    this.addSql(`alter table identity.users add column previous_login_at timestamptz`);
  }
}
