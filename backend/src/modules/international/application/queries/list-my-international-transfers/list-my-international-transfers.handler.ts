import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InternationalTransferDto, InternationalTransferPage, InternationalTransferQuery } from '@bank/contracts/international';
import { DEFAULT_PAGE_LIMIT } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { isUuid } from '../../../../../shared/ids.js';
import { toTransfer, transferSelect, type TransferRow } from '../../../infrastructure/sql-international-transfer.repository.js';
import { InternationalTransferNotFound } from '../../international.errors.js';
import { toTransferDto } from '../../transfer.mapper.js';

/** The customer's own international transfers, newest first, one keyset page at a time. */
export class ListMyInternationalTransfers {
  constructor(readonly userId: string, readonly page: InternationalTransferQuery) {}
}

/** One of the customer's own transfers; another customer's is not found (404). */
export class GetMyInternationalTransfer {
  constructor(readonly userId: string, readonly transferId: string) {}
}

const KEYSET = new Keyset('my-international-transfers', [{ sql: 't.created_at', type: 'timestamptz' }, { sql: 't.id', type: 'uuid' }]);

type Row = TransferRow & { country_name: string; keyset_0: string; keyset_1: string };

/** Served by international_transfers_user_keyset_idx. */
@QueryHandler(ListMyInternationalTransfers)
export class ListMyInternationalTransfersHandler implements IQueryHandler<ListMyInternationalTransfers, InternationalTransferPage> {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async execute({ userId, page }: ListMyInternationalTransfers): Promise<InternationalTransferPage> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [userId];
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select ${transferSelect('t')}, c.country_name, ${KEYSET.select}
         from international.international_transfers t join international.supported_countries c on c.country_code = t.recipient_country_code
         where t.user_id = $1 and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from international.international_transfers t where t.user_id = $1`, [userId]) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, (r): InternationalTransferDto => toTransferDto(toTransfer(r), r.country_name), total);
  }
}

@QueryHandler(GetMyInternationalTransfer)
export class GetMyInternationalTransferHandler implements IQueryHandler<GetMyInternationalTransfer, InternationalTransferDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, transferId }: GetMyInternationalTransfer): Promise<InternationalTransferDto> {
    if (!isUuid(transferId)) throw new InternationalTransferNotFound();
    const [row] = await sql<Row>(this.em,
      `select ${transferSelect('t')}, c.country_name from international.international_transfers t join international.supported_countries c on c.country_code = t.recipient_country_code
       where t.id = $1 and t.user_id = $2`, [transferId, userId]);
    if (!row) throw new InternationalTransferNotFound();
    return toTransferDto(toTransfer(row), row.country_name);
  }
}
