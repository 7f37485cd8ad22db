export type InternationalStatus = 'pending' | 'processing' | 'submitted' | 'credited' | 'completed' | 'failed' | 'cancelled';

/** An international transfer as it is stored; its money moves as the payments transaction `transactionId`. */
export interface InternationalTransfer {
  id: string;
  transactionId: string;
  userId: string;
  fromAccountId: string | null;
  fromAccountNumber: string;
  recipientName: string;
  recipientAddress: string;
  recipientBankName: string;
  recipientBankCode: string | null;
  recipientAccountNumber: string;
  recipientIfscCode: string | null;
  recipientCountryCode: string;
  transferAmount: string;
  transferCurrency: string;
  exchangeRate: string;
  feePercentage: string;
  feeAmount: string;
  totalAmount: string;
  debitAmount: string;
  debitCurrency: string;
  totalAmountUsd: string;
  purpose: string;
  supportType: 'offshore' | 'proxy' | 'nbfc' | 'direct';
  proxyNetwork: string | null;
  nbfcPartner: string | null;
  status: InternationalStatus;
  referenceNumber: string;
  estimatedDelivery: Date;
  documentsSubmitted: boolean;
  complianceChecked: boolean;
  sanctionsMatch: string | null;
  creditNote: string | null;
  adminNotes: string | null;
  statusUpdatedBy: string | null;
  statusUpdatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A status a person set clears compliance when it lets the money go on (submitted, processing,
 * completed, credited); pending, failed and cancelled leave a sanctions hit unchecked.
 */
export function clearsCompliance(status: InternationalStatus): boolean {
  return status === 'submitted' || status === 'processing' || status === 'completed' || status === 'credited';
}

export interface InternationalTransferRepository {
  /**
   * The new transfer as a row for payments' opening statement to write (OpenExternalTransfer's
   * attachment): written if and only if the money is held, and only when the customer's security
   * set-up is in place (else check SECURITY_SETUP_REQUIRED fails) and the reference data are still
   * at `termsVersion` (else TERMS_CHANGED).
   */
  asNewRow(transfer: InternationalTransfer, termsVersion: string): {
    table: string; columns: readonly string[]; row: Record<string, unknown>; checks: readonly { check: string; condition: string }[];
  };
  /** Reads and locks the row until the caller's transaction ends; null when there is none (or not this owner's). */
  lock(id: string): Promise<InternationalTransfer | null>;
  updateStatus(id: string, change: {
    status: InternationalStatus; by: string | null; complianceChecked: boolean; adminNotes?: string | null; creditNote?: string | null;
  }): Promise<InternationalTransfer>;
}

/** INT + the day (YYMMDD) + 8 characters of Crockford base32: unique, and easy to read out on the phone. */
export function newReferenceNumber(now: Date, random: Uint8Array): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  // Spread first: mapping a Uint8Array itself would turn the letters back into numbers.
  // oxlint-disable-next-line unicorn/no-useless-spread
  return `INT${day}-${[...random.slice(0, 8)].map((b) => alphabet[b % 32]).join('')}`;
}
