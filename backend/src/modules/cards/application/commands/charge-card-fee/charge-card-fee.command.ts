/** The monthly fee of one card for one month ('YYYY-MM'): charged once, whoever runs it and however often. */
export class ChargeCardFee {
  constructor(readonly cardId: string, readonly month: string) {}
}

/** What ChargeCardFee did: nothing (already charged, or a free card), took the fee, or recorded it as owed. */
export type FeeOutcome = 'skipped' | 'charged' | 'owed';
