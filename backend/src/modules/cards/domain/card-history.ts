/** What happened to a card; the history is append-only. */
export type CardEvent =
  | 'applied' | 'approved' | 'rejected' | 'issued-by-bank' | 'frozen' | 'unfrozen' | 'disabled-by-bank' | 'enabled-by-bank'
  | 'reveal-requested' | 'revealed' | 'reveal-refused' | 'added-to-wallet' | 'fee-charged' | 'fee-owed' | 'fee-collected';

export type WalletType = 'apple' | 'google';

/**
 * One line of a card's history: what happened, who did it (null for the bank's jobs) and its
 * details. The id and time are the storage's (the order lines were written, the transaction's
 * time). Plain class: mapped in infrastructure.
 */
export class CardHistoryEntry {
  id?: string;
  cardId!: string;
  actorUserId!: string | null;
  event!: CardEvent;
  detail!: Record<string, unknown>;
  createdAt?: Date;
}

/** A wallet holds a random token standing for the card (a device account number), never the card number. */
export class WalletToken {
  id!: string;
  cardId!: string;
  walletType!: WalletType;
  token!: string;
  createdAt?: Date;
}
