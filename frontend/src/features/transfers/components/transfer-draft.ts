/** A validated transfer waiting for confirmation and authorization. */
export interface TransferDraft {
  fromAccountId: string;
  toAccountNumber: string;
  /** Canonical decimal string ("25.00"): the same text is authorized and posted. */
  amount: string;
  description: string;
}
