import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDomesticPaymentDto } from '@bank/contracts/admin';
import { DEFAULT_PAGE_LIMIT } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { ListDomesticPaymentsForAdmin, type AdminDomesticPaymentPage } from '../../../public/admin-payment-list.query.js';

const KEYSET = new Keyset('admin-domestic-payments', [{ sql: 't.created_at', type: 'timestamptz' }, { sql: 't.id', type: 'uuid' }]);

interface Row {
  id: string; transaction_code: string; from_account_number: string | null; to_account_number: string | null; amount: string;
  currency: AdminDomesticPaymentDto['currency']; status: AdminDomesticPaymentDto['status']; description: string; admin_notes: string | null;
  credit_note: string | null; held_for_review: boolean; status_updated_by: string | null; status_updated_at: Date | null; created_at: Date;
  first_name: string | null; last_name: string | null; keyset_0: string; keyset_1: string;
}

/** The transfers' keyset indexes (transactions_transfers_keyset_idx, …_status_keyset_idx) serve the order. */
@QueryHandler(ListDomesticPaymentsForAdmin)
export class ListDomesticPaymentsForAdminHandler implements IQueryHandler<ListDomesticPaymentsForAdmin, AdminDomesticPaymentPage> {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async execute({ filter, page }: ListDomesticPaymentsForAdmin): Promise<AdminDomesticPaymentPage> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    let where = `t.type = 'transfer' and t.channel = 'domestic'`;
    if (filter.status) {
      params.push(filter.status);
      where += ` and t.status = $${params.length}`;
    }
    const term = filter.search?.trim();
    if (term) {
      params.push(term.toUpperCase());
      const p = `$${params.length}`;
      where += ` and (t.transaction_code like ${p} || '%' or t.from_account_number = ${p} or t.to_account_number = ${p}
        or t.from_user_id = (select id from identity.users where customer_id = ${p}) or t.to_user_id = (select id from identity.users where customer_id = ${p}))`;
    }
    const filterParams = [...params];
    // A search's best plan depends on the term (docs/decisions/admin-lists-and-search.md).
    const planning = { planEachCall: Boolean(term) };
    const after = KEYSET.after(position, params);
    const from = `from payments.transactions t left join identity.users u on u.id = t.from_user_id where ${where}`;
    const [rows, total] = await Promise.all([
      sql<Row>(this.em,
        `select t.id, t.transaction_code, t.from_account_number, t.to_account_number, t.amount::text as amount, t.currency, t.status, t.description,
                t.admin_notes, t.credit_note, t.held_for_review, t.status_updated_by, t.status_updated_at, t.created_at, u.first_name, u.last_name,
                ${KEYSET.select}
         ${from} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params, planning),
      position === null ? cappedCount(this.em, from, filterParams, undefined, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, (r): AdminDomesticPaymentDto => ({
      id: r.id, transactionCode: r.transaction_code, fromAccountNumber: r.from_account_number, toAccountNumber: r.to_account_number,
      customerName: r.first_name ? `${r.first_name} ${r.last_name}` : '', amount: r.amount, currency: r.currency, status: r.status,
      description: r.description, adminNotes: r.admin_notes, creditNote: r.credit_note, heldForReview: r.held_for_review,
      statusUpdatedBy: r.status_updated_by, statusUpdatedAt: r.status_updated_at ? new Date(r.status_updated_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    }), total);
  }
}
