import { Migration } from '@mikro-orm/migrations';

/**
 * The back office's account-number search reads the open customer accounts in number order
 * (docs/decisions/admin-lists-and-search.md): one index serves both the prefix (`like '8000%'`,
 * which a "C" collation turns into a range) and the order, so a page reads `limit + 1` rows
 * however many accounts share the prefix. It replaces the pattern index, which served the prefix
 * alone and left PostgreSQL walking the newest-first list filtering a million rows.
 */
export class Migration20261126000600AccountNumberSearch extends Migration {
  override up(): void {
    this.addSql(`create index accounts_admin_number_idx on accounts (account_number collate "C") where user_id is not null and closed_at is null`);
    this.addSql(`drop index accounts_number_pattern_idx`);
  }
}
