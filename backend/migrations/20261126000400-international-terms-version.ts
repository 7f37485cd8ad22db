import { Migration } from '@mikro-orm/migrations';

/**
 * A new international transfer is decided on countries, partners, rates and the sanctions list
 * kept in each app process's memory (docs/decisions/international-terms-in-memory.md). This one
 * row counts changes to those four tables; the opening statement compares it with the version the
 * process decided on and refuses when it moved, so a stale copy never books a transfer. The
 * triggers bump it for every write, whoever makes it (admin, jobs, a migration, psql).
 */
export class Migration20261126000400InternationalTermsVersion extends Migration {
  override up(): void {
    this.addSql(`create table international_terms_version (
      one boolean primary key default true check (one),
      version bigint not null
    )`);
    this.addSql(`insert into international_terms_version (version) values (1)`);
    this.addSql(`create function international_terms_changed() returns trigger language plpgsql as $$
      begin
        update international_terms_version set version = version + 1;
        return null;
      end $$`);
    for (const table of ['supported_countries', 'nbfc_partners', 'exchange_rates', 'sanctions_list']) {
      this.addSql(`create trigger ${table}_terms_changed after insert or update or delete or truncate on ${table}
        for each statement execute function international_terms_changed()`);
    }
  }
}
