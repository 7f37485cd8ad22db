import { describe, expect, it } from 'vitest';
import { LimitMessages, limitProblem } from './transfer-limits';

describe('the limits said on the transfer forms (issue 28 item 2)', () => {
  const limits = { dailyRemaining: '3000.00', monthlyRemaining: '2500.00', payeeRemaining: '1000.00' };

  it('tells the first limit the amount breaks, in the server\'s order: day, month, payee', () => {
    expect(limitProblem('999.99', limits)).toBeNull();
    expect(limitProblem('1000.00', limits)).toBeNull();
    expect(limitProblem('1000.01', limits)).toBe(LimitMessages.PAYEE);
    expect(limitProblem('2500.01', limits)).toBe(LimitMessages.MONTHLY);
    expect(limitProblem('3000.01', limits)).toBe(LimitMessages.DAILY);
    expect(limitProblem('5000.00', undefined)).toBeNull();
  });
});
