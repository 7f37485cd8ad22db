import type { TransferStatus } from '../domain/transfer-status.js';

/** Sets a transfer's status (settlement job, administrators); moves money when the status calls for it. */
export class ChangeTransferStatus {
  constructor(
    readonly transactionId: string,
    readonly status: TransferStatus,
    readonly changedBy: string | null,
    readonly notes: { adminNotes?: string | null; creditNote?: string | null } = {},
  ) {}
}

/**
 * Money arriving from outside the bank or leaving it (salary, card purchase) as a completed
 * deposit or withdrawal. For demo history and back-office use; never exposed to customers.
 */
export class RecordExternalMovement {
  constructor(readonly props: { accountId: string; direction: 'deposit' | 'withdrawal'; amount: string; description: string; at?: Date }) {}
}

/** A completed transfer between two accounts of this bank, booked without step-up: demo history only. */
export class RecordHistoricalTransfer {
  constructor(readonly props: { fromAccountId: string; toAccountId: string; amount: string; description: string; at: Date }) {}
}
