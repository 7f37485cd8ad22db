import { CROCKFORD_BASE32, randomCode } from '../../../shared/ids.js';

export type InternationalStatus = 'pending' | 'processing' | 'submitted' | 'credited' | 'completed' | 'failed' | 'cancelled';

/**
 * A status a person set clears compliance when it lets the money go on (submitted, processing,
 * completed, credited); pending, failed and cancelled leave a sanctions hit unchecked.
 */
export function clearsCompliance(status: InternationalStatus): boolean {
  return status === 'submitted' || status === 'processing' || status === 'completed' || status === 'credited';
}

/** An international transfer's fields, without its behaviour (what a read model or a new transfer is made of). */
export type InternationalTransferProps = Omit<InternationalTransfer, 'changeStatus'>;

/**
 * An international transfer; its money moves as the payments transaction `transactionId` (held in
 * clearing when it opens, sent out or returned as its status changes). Opened by
 * CreateInternationalTransfer; its later statuses are set here. Plain class: mapped in infrastructure.
 */
export class InternationalTransfer {
  id!: string;
  transactionId!: string;
  userId!: string;
  fromAccountId!: string | null;
  fromAccountNumber!: string;
  recipientName!: string;
  recipientAddress!: string;
  recipientBankName!: string;
  recipientBankCode!: string | null;
  recipientAccountNumber!: string;
  recipientIfscCode!: string | null;
  recipientCountryCode!: string;
  transferAmount!: string;
  transferCurrency!: string;
  exchangeRate!: string;
  feePercentage!: string;
  feeAmount!: string;
  totalAmount!: string;
  debitAmount!: string;
  debitCurrency!: string;
  totalAmountUsd!: string;
  purpose!: string;
  supportType!: 'offshore' | 'proxy' | 'nbfc' | 'direct';
  proxyNetwork!: string | null;
  nbfcPartner!: string | null;
  status!: InternationalStatus;
  referenceNumber!: string;
  estimatedDelivery!: Date;
  documentsSubmitted!: boolean;
  complianceChecked!: boolean;
  sanctionsMatch!: string | null;
  creditNote!: string | null;
  adminNotes!: string | null;
  statusUpdatedBy!: string | null;
  statusUpdatedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static of(props: InternationalTransferProps): InternationalTransfer {
    return Object.assign(new InternationalTransfer(), props);
  }

  /**
   * A new status, set by the settlement job (`by` null) or a member of staff. A status a person sets
   * that lets the money go on clears a compliance hold; notes given replace the ones kept.
   */
  changeStatus(status: InternationalStatus, by: string | null, notes: { adminNotes?: string | null; creditNote?: string | null }, at: Date): void {
    Object.assign(this, {
      status, statusUpdatedBy: by, statusUpdatedAt: at, updatedAt: at,
      complianceChecked: this.complianceChecked || (by !== null && clearsCompliance(status)),
      adminNotes: notes.adminNotes ?? this.adminNotes, creditNote: notes.creditNote ?? this.creditNote,
    });
  }
}

/** INT + the day (YYMMDD) + 8 characters of Crockford base32: unique, and easy to read out on the phone. */
export function newReferenceNumber(now: Date): string {
  return `INT${now.toISOString().slice(2, 10).replace(/-/g, '')}-${randomCode(CROCKFORD_BASE32, 8)}`;
}
