import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { InternationalTransfer } from '../../domain/international-transfer.js';
import type { InternationalTransferRepository } from '../../domain/international-transfer.repository.js';

@Injectable()
export class MikroOrmInternationalTransferRepository implements InternationalTransferRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * `for no key update`, which MikroORM's lock modes do not offer (they stop at `for update`): the
   * status change is serialized without blocking what only references the row.
   */
  async lock(id: string): Promise<InternationalTransfer | null> {
    const [row] = await sql<Record<string, unknown>>(this.em, `select * from international.international_transfers where id = $1 for no key update`, [id]);
    return row ? this.em.map(InternationalTransfer, row) : null;
  }

  /** On international_transfers_due_idx (submitted ones by estimated delivery). */
  async lockDue(timeFactor: number, limit: number): Promise<string[]> {
    const rows = await sql<{ id: string }>(this.em,
      `select id from international.international_transfers
       where status = 'submitted' and created_at + (estimated_delivery - created_at) / $1::integer <= now()
       order by estimated_delivery limit $2 for no key update skip locked`, [timeFactor, limit]);
    return rows.map((r) => r.id);
  }

  async save(transfer: InternationalTransfer): Promise<void> {
    await this.em.persist(transfer).flush();
  }
}
