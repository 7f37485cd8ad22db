import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import type { SanctionsEntry, SanctionsList } from '../../domain/sanctions-list.js';

/** One statement for a whole file of names (a list can hold thousands); a key already listed is skipped. */
@Injectable()
export class SqlSanctionsList implements SanctionsList {
  constructor(private readonly em: EntityManager) {}

  async addAll(entries: SanctionsEntry[]): Promise<number> {
    const rows = await sql<{ id: string }>(this.em,
      `insert into international.sanctions_list (name, normalized_name, source) select * from unnest($1::text[], $2::text[], $3::text[])
       on conflict (normalized_name) do nothing returning id`,
      [entries.map((e) => e.name), entries.map((e) => e.key), entries.map((e) => e.source)]);
    return rows.length;
  }
}
