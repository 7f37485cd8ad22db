import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { securitySetUpCondition } from '../../identity/public/security-setup-condition.js';
import type { InternationalTransfer, InternationalTransferRepository } from '../domain/international-transfer.js';

/** The columns of international_transfers in InternationalTransfer's order (review_rank is generated). */
export const TRANSFER_COLUMNS = `id, transaction_id, user_id, from_account_id, from_account_number, recipient_name, recipient_address,
  recipient_bank_name, recipient_bank_code, recipient_account_number, recipient_ifsc_code, recipient_country_code,
  transfer_amount, transfer_currency, exchange_rate, fee_percentage, fee_amount, total_amount, debit_amount, debit_currency,
  total_amount_usd, purpose, support_type, proxy_network, nbfc_partner, status, reference_number, estimated_delivery,
  documents_submitted, compliance_checked, sanctions_match, credit_note, admin_notes, status_updated_by, status_updated_at, created_at, updated_at`;

/** Numbers read as text, so amounts and rates keep their exact decimals. */
const SELECT = TRANSFER_COLUMNS
  .replace('transfer_amount,', 'transfer_amount::text as transfer_amount,')
  .replace('exchange_rate,', 'exchange_rate::text as exchange_rate,')
  .replace('fee_percentage,', 'fee_percentage::text as fee_percentage,')
  .replace('fee_amount,', 'fee_amount::text as fee_amount,')
  .replace('total_amount,', 'total_amount::text as total_amount,')
  .replace('debit_amount,', 'debit_amount::text as debit_amount,')
  .replace('total_amount_usd,', 'total_amount_usd::text as total_amount_usd,');

export interface TransferRow {
  id: string; transaction_id: string; user_id: string; from_account_id: string | null; from_account_number: string; recipient_name: string;
  recipient_address: string; recipient_bank_name: string; recipient_bank_code: string | null; recipient_account_number: string;
  recipient_ifsc_code: string | null; recipient_country_code: string; transfer_amount: string; transfer_currency: string; exchange_rate: string;
  fee_percentage: string; fee_amount: string; total_amount: string; debit_amount: string; debit_currency: string; total_amount_usd: string;
  purpose: string; support_type: InternationalTransfer['supportType']; proxy_network: string | null; nbfc_partner: string | null;
  status: InternationalTransfer['status']; reference_number: string; estimated_delivery: Date; documents_submitted: boolean;
  compliance_checked: boolean; sanctions_match: string | null; credit_note: string | null; admin_notes: string | null;
  status_updated_by: string | null; status_updated_at: Date | null; created_at: Date; updated_at: Date;
}

/** The select list of TRANSFER_COLUMNS for a table aliased `alias`, amounts as text. */
export function transferSelect(alias: string): string {
  return SELECT.split(',').map((c) => `${alias}.${c.trim()}`).join(', ');
}

export function toTransfer(r: TransferRow): InternationalTransfer {
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

function values(t: InternationalTransfer): unknown[] {
  return [t.id, t.transactionId, t.userId, t.fromAccountId, t.fromAccountNumber, t.recipientName, t.recipientAddress,
    t.recipientBankName, t.recipientBankCode, t.recipientAccountNumber, t.recipientIfscCode, t.recipientCountryCode,
    t.transferAmount, t.transferCurrency, t.exchangeRate, t.feePercentage, t.feeAmount, t.totalAmount, t.debitAmount, t.debitCurrency,
    t.totalAmountUsd, t.purpose, t.supportType, t.proxyNetwork, t.nbfcPartner, t.status, t.referenceNumber, t.estimatedDelivery,
    t.documentsSubmitted, t.complianceChecked, t.sanctionsMatch, t.creditNote, t.adminNotes, t.statusUpdatedBy, t.statusUpdatedAt,
    t.createdAt, t.updatedAt];
}

const COLUMN_NAMES: readonly string[] = TRANSFER_COLUMNS.split(',').map((c) => c.trim());

/**
 * Checked by the opening statement before anything else ($1 the customer, $37 the row as JSON):
 * the security set-up a reset removed, then the version of the reference data the transfer was
 * decided on (docs/decisions/international-terms-in-memory.md).
 */
const OPENING_CHECKS = [
  { check: 'SECURITY_SETUP_REQUIRED', condition: securitySetUpCondition('$1') },
  { check: 'TERMS_CHANGED', condition: `(select version from international.international_terms_version) = ($37::json ->> 'terms_version')::bigint` },
] as const;

@Injectable()
export class SqlInternationalTransferRepository implements InternationalTransferRepository {
  constructor(private readonly em: EntityManager) {}

  asNewRow(transfer: InternationalTransfer, termsVersion: string): ReturnType<InternationalTransferRepository['asNewRow']> {
    const row = Object.fromEntries(COLUMN_NAMES.map((column, i) => [column, values(transfer)[i]]));
    return { table: 'international.international_transfers', columns: COLUMN_NAMES, row: { ...row, terms_version: termsVersion }, checks: OPENING_CHECKS };
  }

  async lock(id: string): Promise<InternationalTransfer | null> {
    const [row] = await sql<TransferRow>(this.em, `select ${SELECT} from international.international_transfers where id = $1 for update`, [id]);
    return row ? toTransfer(row) : null;
  }

  async updateStatus(id: string, c: Parameters<InternationalTransferRepository['updateStatus']>[1]): Promise<InternationalTransfer> {
    const [row] = await sql<TransferRow>(this.em,
      `update international.international_transfers set status = $2, compliance_checked = $3, status_updated_by = $4, status_updated_at = now(), updated_at = now(),
         admin_notes = coalesce($5, admin_notes), credit_note = coalesce($6, credit_note)
       where id = $1 returning ${SELECT}`,
      [id, c.status, c.complianceChecked, c.by, c.adminNotes ?? null, c.creditNote ?? null]);
    return toTransfer(row);
  }
}
