import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { IncomingDepositStatus } from '@bank/contracts/payments';

/**
 * What the back office may ask of incoming deposits (issue 28 item 11). The commands join the
 * caller's transaction (the admin context audits them in it).
 */

export interface IncomingDepositView {
  id: string;
  reference: string;
  accountId: string;
  accountNumber: string;
  userId: string;
  amount: string;
  currency: string;
  payer: string;
  status: IncomingDepositStatus;
  recordedBy: string;
  recordedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectedBy: string | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
}

/** Records money that arrived with a funding reference: pending, no money moves yet. 400 for an unknown reference. */
export class RecordIncomingDeposit {
  constructor(readonly props: { reference: unknown; amount: unknown; payer: unknown; staffId: string }) {}
}

/**
 * Approves a pending deposit: refused (403) to the staff member who recorded it and (409) once
 * approved; books it as a completed deposit, one journal entry from the bank's `external`
 * internal account to the customer's, and tells the customer. Resolves to the deposit before and after.
 */
export class ApproveIncomingDeposit {
  constructor(readonly depositId: string, readonly staffId: string) {}
}
/** Rejects a pending deposit recorded wrongly (any staff member; no money moves): 400 without a reason, 409 once decided. */
export class RejectIncomingDeposit {
  constructor(readonly depositId: string, readonly staffId: string, readonly reason: unknown) {}
}

export interface DepositChange {
  before: IncomingDepositView;
  after: IncomingDepositView;
}

/** Newest first, keyset-paged. */
export class ListIncomingDeposits {
  constructor(readonly status: IncomingDepositStatus | undefined, readonly page: CursorQuery) {}
}
export type IncomingDepositPage = CursorPage<IncomingDepositView>;
