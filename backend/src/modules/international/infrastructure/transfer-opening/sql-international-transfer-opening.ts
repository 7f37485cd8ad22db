import { Inject, Injectable } from '@nestjs/common';
import { sql, type SqlPart, type StatementCte } from '../../../../shared/database/statement.js';
import { STEP_UP_STATEMENT_PARTS, type StepUpStatementParts } from '../../../identity/public/step-up-statement-parts.js';
import type { InternationalTransferOpening } from '../../application/ports/transfer-opening.js';
import type { InternationalTransferProps } from '../../domain/international-transfer.js';

/** The columns a new international transfer is written with, and how each is read from it (review_rank is generated). */
const COLUMNS: readonly [string, (t: InternationalTransferProps) => unknown][] = [
  ['id', (t) => t.id], ['transaction_id', (t) => t.transactionId], ['user_id', (t) => t.userId], ['from_account_id', (t) => t.fromAccountId],
  ['from_account_number', (t) => t.fromAccountNumber], ['recipient_name', (t) => t.recipientName], ['recipient_address', (t) => t.recipientAddress],
  ['recipient_bank_name', (t) => t.recipientBankName], ['recipient_bank_code', (t) => t.recipientBankCode],
  ['recipient_account_number', (t) => t.recipientAccountNumber], ['recipient_ifsc_code', (t) => t.recipientIfscCode],
  ['recipient_country_code', (t) => t.recipientCountryCode], ['transfer_amount', (t) => t.transferAmount], ['transfer_currency', (t) => t.transferCurrency],
  ['exchange_rate', (t) => t.exchangeRate], ['fee_percentage', (t) => t.feePercentage], ['fee_amount', (t) => t.feeAmount],
  ['total_amount', (t) => t.totalAmount], ['debit_amount', (t) => t.debitAmount], ['debit_currency', (t) => t.debitCurrency],
  ['total_amount_usd', (t) => t.totalAmountUsd], ['purpose', (t) => t.purpose], ['support_type', (t) => t.supportType],
  ['proxy_network', (t) => t.proxyNetwork], ['nbfc_partner', (t) => t.nbfcPartner], ['status', (t) => t.status],
  ['reference_number', (t) => t.referenceNumber], ['estimated_delivery', (t) => t.estimatedDelivery],
  ['documents_submitted', (t) => t.documentsSubmitted], ['compliance_checked', (t) => t.complianceChecked], ['sanctions_match', (t) => t.sanctionsMatch],
  ['credit_note', (t) => t.creditNote], ['admin_notes', (t) => t.adminNotes], ['status_updated_by', (t) => t.statusUpdatedBy],
  ['status_updated_at', (t) => t.statusUpdatedAt], ['created_at', (t) => t.createdAt], ['updated_at', (t) => t.updatedAt],
];

/**
 * International's parts of payments' transfer statement, over international's table (the row) and
 * identity's parts (the set-up), so no SQL of international names another context's tables.
 * The checks come first, after a replay: a customer whose credentials the bank reset must set them up
 * again (SECURITY_SETUP_REQUIRED); a transfer decided on reference data that changed since is decided
 * again (TERMS_CHANGED, docs/decisions/international-terms-in-memory.md).
 */
@Injectable()
export class SqlInternationalTransferOpening implements InternationalTransferOpening {
  readonly name = 'international-transfer';

  constructor(@Inject(STEP_UP_STATEMENT_PARTS) private readonly stepUp: StepUpStatementParts) {}

  data(transfer: InternationalTransferProps, termsVersion: string): Record<string, unknown> {
    return { ...Object.fromEntries(COLUMNS.map(([column, value]) => [column, value(transfer)])), terms_version: termsVersion };
  }

  parts({ userId, data, opened }: { userId: SqlPart<string>; data: SqlPart<unknown>; opened: SqlPart<boolean> }): { checks: { name: string; passes: SqlPart<boolean> }[]; ctes: StatementCte[] } {
    const columns = sql.join(COLUMNS.map(([column]) => sql.id(column)));
    return {
      checks: [
        { name: 'SECURITY_SETUP_REQUIRED', passes: this.stepUp.securitySetUp({ userId }) },
        { name: 'TERMS_CHANGED', passes: sql<boolean>`(select version from international.international_terms_version) = (${data}::json ->> 'terms_version')::bigint` },
      ],
      ctes: [{
        name: 'international_transfer',
        body: sql`insert into international.international_transfers (${columns})
          select ${sql.join(COLUMNS.map(([column]) => sql`r.${sql.id(column)}`))}
          from json_populate_record(null::international.international_transfers, ${data}::json) as r where ${opened}`,
      }],
    };
  }
}
