import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdminInternationalTransferQuery, ExchangeRateDto, InternationalTransferDto, InternationalTransferPage, InternationalTransferQuery, SupportedCountryDto,
} from '@bank/contracts/international';
import { DEFAULT_PAGE_LIMIT, type CursorPage } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import type { AdminTransferFilter } from '../public/international-admin.api.js';
import type { InternationalQueries, StaffTransferView } from '../application/queries/international-queries.js';
import { toCountryDto, toStaffView, toTransferDto } from '../application/transfer.mapper.js';
import type { InternationalTransferProps } from '../domain/international-transfer.js';
import { COUNTRY_SELECT, PARTNER_SELECT, toCountry, toPartner, type CountryRow, type PartnerRow } from './sql-reference-data.js';

/** A transfer's columns on alias t, numbers as text so amounts and rates keep their exact decimals. */
const TRANSFER_SELECT = `t.id, t.transaction_id, t.user_id, t.from_account_id, t.from_account_number, t.recipient_name, t.recipient_address,
  t.recipient_bank_name, t.recipient_bank_code, t.recipient_account_number, t.recipient_ifsc_code, t.recipient_country_code,
  t.transfer_amount::text as transfer_amount, t.transfer_currency, t.exchange_rate::text as exchange_rate, t.fee_percentage::text as fee_percentage,
  t.fee_amount::text as fee_amount, t.total_amount::text as total_amount, t.debit_amount::text as debit_amount, t.debit_currency,
  t.total_amount_usd::text as total_amount_usd, t.purpose, t.support_type, t.proxy_network, t.nbfc_partner, t.status, t.reference_number,
  t.estimated_delivery, t.documents_submitted, t.compliance_checked, t.sanctions_match, t.credit_note, t.admin_notes, t.status_updated_by,
  t.status_updated_at, t.created_at, t.updated_at, c.country_name`;

/** Every transfer's country is a supported country (kept, never deleted: a stopped one is inactive). */
const FROM = `from international.international_transfers t join international.supported_countries c on c.country_code = t.recipient_country_code`;


interface TransferRow {
  id: string; transaction_id: string; user_id: string; from_account_id: string | null; from_account_number: string; recipient_name: string;
  recipient_address: string; recipient_bank_name: string; recipient_bank_code: string | null; recipient_account_number: string;
  recipient_ifsc_code: string | null; recipient_country_code: string; transfer_amount: string; transfer_currency: string; exchange_rate: string;
  fee_percentage: string; fee_amount: string; total_amount: string; debit_amount: string; debit_currency: string; total_amount_usd: string;
  purpose: string; support_type: InternationalTransferProps['supportType']; proxy_network: string | null; nbfc_partner: string | null;
  status: InternationalTransferProps['status']; reference_number: string; estimated_delivery: Date; documents_submitted: boolean;
  compliance_checked: boolean; sanctions_match: string | null; credit_note: string | null; admin_notes: string | null;
  status_updated_by: string | null; status_updated_at: Date | null; created_at: Date; updated_at: Date; country_name: string;
}

function toTransfer(r: TransferRow): InternationalTransferProps {
  return {
    id: r.id, transactionId: r.transaction_id, userId: r.user_id, fromAccountId: r.from_account_id, fromAccountNumber: r.from_account_number,
    recipientName: r.recipient_name, recipientAddress: r.recipient_address, recipientBankName: r.recipient_bank_name,
    recipientBankCode: r.recipient_bank_code, recipientAccountNumber: r.recipient_account_number, recipientIfscCode: r.recipient_ifsc_code,
    recipientCountryCode: r.recipient_country_code, transferAmount: r.transfer_amount, transferCurrency: r.transfer_currency,
    exchangeRate: r.exchange_rate, feePercentage: r.fee_percentage, feeAmount: r.fee_amount, totalAmount: r.total_amount,
    debitAmount: r.debit_amount, debitCurrency: r.debit_currency, totalAmountUsd: r.total_amount_usd, purpose: r.purpose,
    supportType: r.support_type, proxyNetwork: r.proxy_network, nbfcPartner: r.nbfc_partner, status: r.status,
    referenceNumber: r.reference_number, estimatedDelivery: new Date(r.estimated_delivery), documentsSubmitted: r.documents_submitted,
    complianceChecked: r.compliance_checked, sanctionsMatch: r.sanctions_match, creditNote: r.credit_note, adminNotes: r.admin_notes,
    statusUpdatedBy: r.status_updated_by, statusUpdatedAt: r.status_updated_at ? new Date(r.status_updated_at) : null,
    createdAt: new Date(r.created_at), updatedAt: new Date(r.updated_at),
  };
}

const customerDto = (r: TransferRow): InternationalTransferDto => toTransferDto(toTransfer(r), r.country_name);
const staffView = (r: TransferRow): StaffTransferView => toStaffView(toTransfer(r), r.country_name);

// Served by international_transfers_user_keyset_idx.
const MINE = new Keyset('my-international-transfers', [{ sql: 't.created_at', type: 'timestamptz' }, { sql: 't.id', type: 'uuid' }]);
/** Compliance hits waiting for a person (review_rank 1) first, then newest: the keyset indexes on (review_rank, created_at, id), alone or after status or country. */
const ADMIN = new Keyset('admin-international-transfers', [
  { sql: 't.review_rank', type: 'bigint' }, { sql: 't.created_at', type: 'timestamptz' }, { sql: 't.id', type: 'uuid' },
]);

/** The international schema's reads, straight into the API's shapes. */
@Injectable()
export class SqlInternationalQueries implements InternationalQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async myTransfers(userId: string, page: InternationalTransferQuery): Promise<InternationalTransferPage> {
    const position = this.cursors.decode(MINE, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [userId];
    const after = MINE.after(position, params);
    const [rows, total] = await Promise.all([
      sql<TransferRow & { keyset_0: string }>(this.em,
        `select ${TRANSFER_SELECT}, ${MINE.select} ${FROM} where t.user_id = $1 and ${after} order by ${MINE.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from international.international_transfers t where t.user_id = $1`, [userId]) : NOT_COUNTED,
    ]);
    return this.cursors.page(MINE, rows, limit, customerDto, total);
  }

  async myTransfer(userId: string, transferId: string): Promise<InternationalTransferDto | null> {
    const [row] = await sql<TransferRow>(this.em, `select ${TRANSFER_SELECT} ${FROM} where t.id = $1 and t.user_id = $2`, [transferId, userId]);
    return row ? customerDto(row) : null;
  }

  async myReceipt(userId: string, by: { transferId: string } | { transactionId: string }): Promise<{ transfer: InternationalTransferDto; partnerName: string | null } | null> {
    // Both ids are unique (the primary key; the transaction_id unique constraint).
    const [column, id] = 'transferId' in by ? ['t.id', by.transferId] : ['t.transaction_id', by.transactionId];
    const [row] = await sql<TransferRow & { partner_name: string | null }>(this.em,
      `select ${TRANSFER_SELECT}, p.name as partner_name ${FROM}
       left join international.nbfc_partners p on p.code = t.nbfc_partner
       where ${column} = $1 and t.user_id = $2`, [id, userId]);
    return row ? { transfer: customerDto(row), partnerName: row.partner_name } : null;
  }

  async forAdmin(
    filter: AdminTransferFilter & { customerUserId: string | null }, page: Pick<AdminInternationalTransferQuery, 'cursor' | 'limit'>,
  ): Promise<CursorPage<StaffTransferView>> {
    const position = this.cursors.decode(ADMIN, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    const where = ['true'];
    if (filter.status) { params.push(filter.status); where.push(`t.status = $${params.length}`); }
    if (filter.country) { params.push(filter.country.toUpperCase()); where.push(`t.recipient_country_code = $${params.length}`); }
    const term = filter.search?.trim();
    if (term) {
      // Each on an index the table has (the reference's unique one, the customer's list): no new index on the transfer's insert.
      params.push(term.toUpperCase(), filter.customerUserId);
      where.push(`(t.reference_number = $${params.length - 1} or t.user_id = $${params.length}::uuid)`);
    }
    // A search's best plan depends on the term (docs/decisions/admin-lists-and-search.md).
    const planning = { planEachCall: Boolean(term) };
    const filterParams = [...params];
    const after = ADMIN.after(position, params);
    const [rows, total] = await Promise.all([
      sql<TransferRow & { keyset_0: string }>(this.em,
        `select ${TRANSFER_SELECT}, ${ADMIN.select} ${FROM} where ${where.join(' and ')} and ${after} order by ${ADMIN.orderBy} limit ${limit + 1}`, params, planning),
      position === null ? cappedCount(this.em, `from international.international_transfers t where ${where.join(' and ')}`, filterParams, undefined, planning) : NOT_COUNTED,
    ]);
    return this.cursors.page(ADMIN, rows, limit, staffView, total);
  }

  async oneForAdmin(transferId: string): Promise<StaffTransferView | null> {
    const [row] = await sql<TransferRow>(this.em, `select ${TRANSFER_SELECT} ${FROM} where t.id = $1`, [transferId]);
    return row ? staffView(row) : null;
  }

  async supportedCountries(): Promise<SupportedCountryDto[]> {
    const [countries, partners] = await Promise.all([
      sql<CountryRow>(this.em, `select ${COUNTRY_SELECT} from international.supported_countries c where c.is_active order by c.country_name`),
      sql<PartnerRow & { country_code: string }>(this.em,
        `select p.country_code, ${PARTNER_SELECT} from international.nbfc_partners p where p.is_active order by p.fee_percentage, p.code`),
    ]);
    return countries.map((row) => toCountryDto(toCountry(row), partners.filter((p) => p.country_code === row.country_code).map(toPartner)));
  }

  async exchangeRates(): Promise<ExchangeRateDto[]> {
    const rows = await sql<{ currency: ExchangeRateDto['currency']; usd_rate: string; rate_date: string; updated_at: Date }>(this.em,
      `select currency, usd_rate::text as usd_rate, to_char(rate_date, 'YYYY-MM-DD') as rate_date, updated_at from international.exchange_rates order by currency`);
    return rows.map((r) => ({ currency: r.currency, usdRate: r.usd_rate, rateDate: r.rate_date, updatedAt: new Date(r.updated_at).toISOString() }));
  }

  async usdRates(): Promise<Map<string, string>> {
    const rows = await sql<{ currency: string; usd_rate: string }>(this.em, `select currency, usd_rate::text as usd_rate from international.exchange_rates`);
    return new Map(rows.map((r) => [r.currency, r.usd_rate]));
  }
}
