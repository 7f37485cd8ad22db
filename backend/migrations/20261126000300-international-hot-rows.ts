import { Migration } from '@mikro-orm/migrations';

/**
 * Every international transfer to India referenced the same two rows (supported_countries 'IND'
 * and its partner) through foreign keys, so each insert took a FOR KEY SHARE lock on them: under
 * load, concurrent transfers turn that into multixact bookkeeping on two hot rows. Countries and
 * partners are reference data that are deactivated, never deleted or renamed, so those two keys go
 * and a trigger refuses what they protected against: deleting a row, or changing its code.
 */
export class Migration20261126000300InternationalHotRows extends Migration {
  override up(): void {
    this.addSql(`alter table international_transfers drop constraint if exists international_transfers_recipient_country_code_fkey`);
    this.addSql(`alter table international_transfers drop constraint if exists international_transfers_nbfc_partner_fkey`);
    this.addSql(`create function international_reference_kept() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          raise exception '% rows are deactivated, never deleted', tg_table_name using errcode = 'restrict_violation';
        end if;
        -- tg_argv[0]: the table's code column (read through jsonb, so one function serves both tables).
        if to_jsonb(new) ->> tg_argv[0] <> to_jsonb(old) ->> tg_argv[0] then
          raise exception 'the code of a % row never changes', tg_table_name using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`);
    for (const [table, code] of [['supported_countries', 'country_code'], ['nbfc_partners', 'code']]) {
      this.addSql(`create trigger ${table}_kept before update or delete on ${table} for each row execute function international_reference_kept('${code}')`);
    }
  }
}
