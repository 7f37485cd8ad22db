/** One owed card fee (a `card_fees` row in status 'owed'): taken through the ledger when the account can now cover it. */
export class CollectOwedCardFee {
  constructor(readonly feeId: string) {}
}

/** collected: the fee moved and the row is 'charged'; owed: the account still cannot cover it; skipped: no longer owed (another run took it). */
export type CollectOutcome = 'collected' | 'owed' | 'skipped';
