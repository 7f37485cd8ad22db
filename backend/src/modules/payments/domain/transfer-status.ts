import { TransferStatusConflict } from './payment.errors.js';

export type TransferStatus = 'pending' | 'processing' | 'submitted' | 'credited' | 'completed' | 'failed' | 'cancelled';
/** Where the money is: in clearing, delivered to the destination, or back with the sender. */
export type MoneyState = 'held' | 'settled' | 'returned';
export type MoneyMove = 'settle' | 'return' | null;

const SETTLED: TransferStatus[] = ['completed', 'credited'];
const RETURNED: TransferStatus[] = ['failed', 'cancelled'];

/**
 * What a status change does to the money (DESIGN 4). Completed/credited deliver held money,
 * failed/cancelled return it, the others move nothing. Once money has settled or returned,
 * only a relabel within the same group is allowed.
 */
export function planStatusChange(moneyState: MoneyState, next: TransferStatus): { move: MoneyMove; moneyState: MoneyState } {
  const target: MoneyState = SETTLED.includes(next) ? 'settled' : RETURNED.includes(next) ? 'returned' : 'held';
  if (moneyState === target) return { move: null, moneyState };
  if (moneyState === 'held') return { move: target === 'settled' ? 'settle' : 'return', moneyState: target };
  throw new TransferStatusConflict(moneyState);
}
