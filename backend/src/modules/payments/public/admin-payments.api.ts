/** What the back office (the admin context) may ask of payments. Status changes go through ChangeTransferStatus. */

/** A transfer as the back office audits it. */
export interface AdminTransferView {
  id: string;
  transactionCode: string;
  status: string;
  moneyState: 'held' | 'settled' | 'returned';
  amount: string;
  currency: string;
  adminNotes: string | null;
  creditNote: string | null;
}

/** A transfer locked for the back office, and the customer it is the payment of: the sender, or the receiver of money from outside. */
export interface LockedTransfer {
  transfer: AdminTransferView;
  ownerId: string | null;
}

/**
 * How many transfers from or to these accounts still hold money in clearing. Called while the
 * accounts are locked (LockAccountsForAdmin), so no new one can start from them until commit.
 */
export class CountTransfersInFlight {
  constructor(readonly accountIds: string[]) {}
}

/** Customer-visible transactions booked today, in the bank's day (US Eastern). */
export class CountTodayTransactions {}

/** A domestic transfer (LockedTransfer), its row locked until the caller's transaction ends; null when there is none. */
export class LockTransferForAdmin {
  constructor(readonly transactionId: string) {}
}
