import { Injectable } from '@nestjs/common';
import { securitySetUpCondition } from '../../../identity/public/security-setup-condition.js';
import type { InternationalTransferOpening } from '../../application/ports/transfer-opening.js';
import type { InternationalTransferProps } from '../../domain/international-transfer.js';

/** The columns of international_transfers in InternationalTransfer's order (review_rank is generated). */
const TRANSFER_COLUMNS = `id, transaction_id, user_id, from_account_id, from_account_number, recipient_name, recipient_address,
  recipient_bank_name, recipient_bank_code, recipient_account_number, recipient_ifsc_code, recipient_country_code,
  transfer_amount, transfer_currency, exchange_rate, fee_percentage, fee_amount, total_amount, debit_amount, debit_currency,
  total_amount_usd, purpose, support_type, proxy_network, nbfc_partner, status, reference_number, estimated_delivery,
  documents_submitted, compliance_checked, sanctions_match, credit_note, admin_notes, status_updated_by, status_updated_at, created_at, updated_at`;

function values(t: InternationalTransferProps): unknown[] {
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
export class SqlInternationalTransferOpening implements InternationalTransferOpening {
  asNewRow(transfer: InternationalTransferProps, termsVersion: string): ReturnType<InternationalTransferOpening['asNewRow']> {
    const row = Object.fromEntries(COLUMN_NAMES.map((column, i) => [column, values(transfer)[i]]));
    return { table: 'international.international_transfers', columns: COLUMN_NAMES, row: { ...row, terms_version: termsVersion }, checks: OPENING_CHECKS };
  }
}
