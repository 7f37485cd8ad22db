export type CardFeeStatus = 'owed' | 'charged';

/**
 * A card's monthly fee for one month ('YYYY-MM'). It falls due as owed, in the account's currency
 * at the day's rate, and is charged once the money moved; one per card and month (the storage's
 * unique key decides a race). Plain class: mapped in infrastructure.
 */
export class CardFee {
  id!: string;
  cardId!: string;
  month!: string;
  amount!: string;
  currency!: string;
  status!: CardFeeStatus;
  chargedAt!: Date | null;
  createdAt!: Date;

  static due(p: { id: string; cardId: string; month: string; amount: string; currency: string; at: Date }): CardFee {
    const { at, ...fee } = p;
    return Object.assign(new CardFee(), { ...fee, status: 'owed' as const, chargedAt: null, createdAt: at });
  }

  /** The fee moved through the ledger. */
  markCharged(at: Date): void {
    if (this.status === 'charged') throw new Error(`card fee ${this.id} is already charged`);
    this.status = 'charged';
    this.chargedAt = at;
  }
}
