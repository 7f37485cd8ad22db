import { planStatusChange } from './transfer-status.js';
import { TransferStatusConflict } from './payment.errors.js';

describe('planStatusChange', () => {
  it('settles held money on completed or credited, returns it on failed or cancelled', () => {
    expect(planStatusChange('held', 'completed')).toEqual({ move: 'settle', moneyState: 'settled' });
    expect(planStatusChange('held', 'credited')).toEqual({ move: 'settle', moneyState: 'settled' });
    expect(planStatusChange('held', 'failed')).toEqual({ move: 'return', moneyState: 'returned' });
    expect(planStatusChange('held', 'cancelled')).toEqual({ move: 'return', moneyState: 'returned' });
  });

  it('moves nothing for pending, processing and submitted while held', () => {
    for (const status of ['pending', 'processing', 'submitted'] as const) expect(planStatusChange('held', status)).toEqual({ move: null, moneyState: 'held' });
  });

  it('only relabels within a group once money has moved', () => {
    expect(planStatusChange('settled', 'credited')).toEqual({ move: null, moneyState: 'settled' });
    expect(planStatusChange('returned', 'cancelled')).toEqual({ move: null, moneyState: 'returned' });
  });

  it('refuses a change that would move settled or returned money again', () => {
    for (const status of ['failed', 'cancelled', 'processing', 'pending'] as const) expect(() => planStatusChange('settled', status)).toThrow(TransferStatusConflict);
    for (const status of ['completed', 'credited', 'submitted'] as const) expect(() => planStatusChange('returned', status)).toThrow(TransferStatusConflict);
  });
});
