import { retryDelaySeconds } from './outgoing-email.js';

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds after each failed attempt, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3_600);
  });
});
