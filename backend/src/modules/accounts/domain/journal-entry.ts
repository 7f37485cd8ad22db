import { Money } from '../../../shared/money/money.js';
import { UnbalancedJournal } from './account.errors.js';

export type JournalKind = 'transfer-hold' | 'transfer-settle' | 'transfer-return' | 'deposit' | 'withdrawal' | 'adjustment' | 'card-fee';

export interface Posting {
  accountId: string;
  /** Signed: positive adds to the account's balance, negative takes from it. */
  amount: Money;
}

/** A movement of money: postings that sum to zero in every currency. */
export class JournalEntry {
  private constructor(
    readonly kind: JournalKind,
    readonly memo: string,
    readonly postings: Posting[],
    readonly transactionId: string | null,
    /** What the customer's statement shows beside the line (a transfer's code); null when there is none. */
    readonly reference: string | null,
    readonly at: Date | null,
  ) {}

  static create(props: { kind: JournalKind; memo: string; postings: Posting[]; transactionId?: string | null; reference?: string | null; at?: Date | null }): JournalEntry {
    const totals = new Map<string, Money>();
    for (const p of props.postings) {
      if (p.amount.isZero()) throw new UnbalancedJournal('a posting of zero');
      totals.set(p.amount.currency, (totals.get(p.amount.currency) ?? Money.zero(p.amount.currency)).plus(p.amount));
    }
    for (const [currency, total] of totals) if (!total.isZero()) throw new UnbalancedJournal(`${currency} sums to ${total}`);
    if (props.postings.length < 2) throw new UnbalancedJournal('fewer than two postings');
    return new JournalEntry(props.kind, props.memo, props.postings, props.transactionId ?? null, props.reference ?? null, props.at ?? null);
  }

  /** The usual two-legged movement: `amount` goes from one account to another. */
  static transfer(kind: JournalKind, memo: string, from: string, to: string, amount: Money, more: { transactionId?: string | null; reference?: string | null; at?: Date | null } = {}): JournalEntry {
    return JournalEntry.create({ kind, memo, ...more, postings: [{ accountId: from, amount: amount.negate() }, { accountId: to, amount }] });
  }
}
