import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminInternationalTransferDto, AdminInternationalTransferPage } from '@bank/contracts/international';
import { DEFAULT_PAGE_LIMIT } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { toTransfer, transferSelect, type TransferRow } from '../../../infrastructure/sql-international-transfer.repository.js';
import { ListInternationalTransfersForAdmin } from '../../../public/international-admin.api.js';
import { toAdminTransferDto } from '../../transfer.mapper.js';

/** Compliance hits waiting for a person (review_rank 1) first, then newest. */
const KEYSET = new Keyset('admin-international-transfers', [
  { sql: 't.review_rank', type: 'bigint' }, { sql: 't.created_at', type: 'timestamptz' }, { sql: 't.id', type: 'uuid' },
]);

export type AdminTransferRow = TransferRow & { country_name: string; customer_id: string; first_name: string | null; last_name: string | null };

/** The transfers the back office sees, with the customer and the country's name; `where` on alias t. */
export function readAdminTransfers<R extends AdminTransferRow>(em: EntityManager, tail: string, params: unknown[], extraSelect = ''): Promise<R[]> {
  return sql<R>(em,
    `select ${transferSelect('t')}, c.country_name, u.customer_id, u.first_name, u.last_name${extraSelect}
     from international.international_transfers t join international.supported_countries c on c.country_code = t.recipient_country_code join identity.users u on u.id = t.user_id
     ${tail}`, params);
}

export function toAdminDto(r: AdminTransferRow): AdminInternationalTransferDto {
  return toAdminTransferDto(toTransfer(r), r.country_name, { customerId: r.customer_id, firstName: r.first_name, lastName: r.last_name });
}

/** Served by the keyset indexes on (review_rank, created_at, id), alone or after status or country. */
@QueryHandler(ListInternationalTransfersForAdmin)
export class ListInternationalTransfersForAdminHandler implements IQueryHandler<ListInternationalTransfersForAdmin, AdminInternationalTransferPage> {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async execute({ filter, page }: ListInternationalTransfersForAdmin): Promise<AdminInternationalTransferPage> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    const where = ['true'];
    if (filter.status) { params.push(filter.status); where.push(`t.status = $${params.length}`); }
    if (filter.country) { params.push(filter.country.toUpperCase()); where.push(`t.recipient_country_code = $${params.length}`); }
    const filterParams = [...params];
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      readAdminTransfers<AdminTransferRow & { keyset_0: string }>(this.em,
        `where ${where.join(' and ')} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params, `, ${KEYSET.select}`),
      position === null ? cappedCount(this.em, `from international.international_transfers t where ${where.join(' and ')}`, filterParams) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, toAdminDto, total);
  }
}
