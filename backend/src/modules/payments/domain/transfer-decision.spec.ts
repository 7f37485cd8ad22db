import { Money } from '../../../shared/money/money.js';
import { decideTransfer, TRANSFER_RULES, type TransferSnapshot } from './transfer-decision.js';
import { TRANSFER_LIMITS } from './transfer-limits.js';

const usd = (amount: string) => Money.parse(amount, 'USD');

/** A transfer every rule lets through: 100.00 from a checking account holding 1,000.00, nothing sent yet. */
function aTransfer(): TransferSnapshot {
  return {
    checks: [],
    accountsAsIdentified: true,
    customer: { transactionRestricted: false, restrictionReason: null },
    stepUpTokenValid: true,
    source: { active: true, accountType: 'checking', balance: usd('1000.00'), creditLimit: null },
    payee: { active: true },
    usage: { todayUsd: usd('0.00'), earlierThisMonthUsd: usd('0.00'), payeeTodayUsd: usd('0.00') },
    transfer: { amount: usd('100.00'), amountUsd: usd('100.00') },
    limits: TRANSFER_LIMITS,
  };
}

const refused = (s: TransferSnapshot) => decideTransfer(s)?.refused ?? null;

describe('decideTransfer', () => {
  it('lets a transfer within every rule open', () => {
    expect(decideTransfer(aTransfer())).toBeNull();
  });

  describe('one rule at a time', () => {
    it("the caller's checks: the first one that fails, by its name", () => {
      const s = { ...aTransfer(), checks: [{ name: 'TERMS_CHANGED', passes: true }, { name: 'SECURITY_SETUP_REQUIRED', passes: false }] };
      expect(decideTransfer(s)).toEqual({ refused: 'CHECK_FAILED', check: 'SECURITY_SETUP_REQUIRED' });
    });

    it('the accounts must still be as the caller identified them', () => {
      expect(refused({ ...aTransfer(), accountsAsIdentified: false })).toBe('ACCOUNTS_CHANGED');
    });

    it('a restricted customer is refused with the reason', () => {
      const s = { ...aTransfer(), customer: { transactionRestricted: true, restrictionReason: 'Pending KYC review' } };
      expect(decideTransfer(s)).toEqual({ refused: 'RESTRICTED', explanation: 'Pending KYC review' });
    });

    it('the step-up token must be valid for this transfer', () => {
      expect(refused({ ...aTransfer(), stepUpTokenValid: false })).toBe('AUTHORIZATION_INVALID');
    });

    it('the source account must be active', () => {
      const s = aTransfer();
      expect(refused({ ...s, source: { ...s.source, active: false } })).toBe('ACCOUNT_INACTIVE');
    });

    it('the payee account must be active; a transfer out of the bank has none', () => {
      expect(refused({ ...aTransfer(), payee: { active: false } })).toBe('PAYEE_INACTIVE');
      expect(refused({ ...aTransfer(), payee: null })).toBeNull();
    });

    it('the day may reach the daily limit, not pass it', () => {
      const at = (today: string) => refused({ ...aTransfer(), usage: { todayUsd: usd(today), earlierThisMonthUsd: usd('0.00'), payeeTodayUsd: usd('0.00') } });
      expect(at('9900.00')).toBeNull();
      expect(at('9900.01')).toBe('DAILY_LIMIT');
    });

    it('the month (earlier days and today) may reach the monthly limit, not pass it', () => {
      const at = (earlier: string, today: string) => refused({ ...aTransfer(), usage: { todayUsd: usd(today), earlierThisMonthUsd: usd(earlier), payeeTodayUsd: usd('0.00') } });
      expect(at('45000.00', '4900.00')).toBeNull();
      expect(at('45000.00', '4900.01')).toBe('MONTHLY_LIMIT');
      expect(at('49900.01', '0.00')).toBe('MONTHLY_LIMIT');
    });

    it('counts the limits in USD, whatever the account holds', () => {
      const s = { ...aTransfer(), transfer: { amount: Money.parse('100.00', 'EUR'), amountUsd: usd('108.50') }, source: { ...aTransfer().source, balance: Money.parse('1000.00', 'EUR') } };
      expect(refused({ ...s, usage: { todayUsd: usd('9891.50'), earlierThisMonthUsd: usd('0.00'), payeeTodayUsd: usd('0.00') } })).toBeNull();
      expect(refused({ ...s, usage: { todayUsd: usd('9891.51'), earlierThisMonthUsd: usd('0.00'), payeeTodayUsd: usd('0.00') } })).toBe('DAILY_LIMIT');
    });

    it('one payee may get up to 5,000 USD a bank day from the customer, not more; one of their own accounts is no payee', () => {
      const at = (payeeToday: string | null) => refused({ ...aTransfer(), usage: { todayUsd: usd('0.00'), earlierThisMonthUsd: usd('0.00'), payeeTodayUsd: payeeToday === null ? null : usd(payeeToday) } });
      expect(at('4900.00')).toBeNull();
      expect(at('4900.01')).toBe('PAYEE_DAILY_LIMIT');
      expect(at(null)).toBeNull();
      const ownLarge = { ...aTransfer(), transfer: { amount: usd('6000.00'), amountUsd: usd('6000.00') }, source: { ...aTransfer().source, balance: usd('9000.00') } };
      expect(refused({ ...ownLarge, usage: { ...ownLarge.usage, payeeTodayUsd: null } })).toBeNull();
      expect(refused(ownLarge)).toBe('PAYEE_DAILY_LIMIT');
    });

    it('a checking or savings account may spend its balance, not more', () => {
      const s = aTransfer();
      expect(refused({ ...s, source: { ...s.source, balance: usd('100.00') } })).toBeNull();
      expect(refused({ ...s, source: { ...s.source, balance: usd('99.99') } })).toBe('INSUFFICIENT_FUNDS');
    });

    it('a credit account may spend up to its limit, what it owes counted', () => {
      const credit = (balance: string) => refused({ ...aTransfer(), source: { active: true, accountType: 'credit', balance: usd(balance), creditLimit: usd('300.00') } });
      expect(credit('-200.00')).toBeNull();
      expect(credit('-200.01')).toBe('INSUFFICIENT_FUNDS');
    });
  });

  it('tells the first broken rule in the order the customer should hear them', () => {
    expect(TRANSFER_RULES).toEqual([
      'ACCOUNTS_CHANGED', 'RESTRICTED', 'AUTHORIZATION_INVALID', 'ACCOUNT_INACTIVE', 'PAYEE_INACTIVE', 'DAILY_LIMIT', 'MONTHLY_LIMIT', 'PAYEE_DAILY_LIMIT',
      'INSUFFICIENT_FUNDS',
    ]);
    // Everything broken at once; mending each rule in turn reveals the next one.
    const s: TransferSnapshot = {
      ...aTransfer(),
      checks: [{ name: 'TERMS_CHANGED', passes: false }],
      accountsAsIdentified: false,
      customer: { transactionRestricted: true, restrictionReason: null },
      stepUpTokenValid: false,
      source: { active: false, accountType: 'checking', balance: usd('1.00'), creditLimit: null },
      payee: { active: false },
      usage: { todayUsd: usd('9950.00'), earlierThisMonthUsd: usd('49950.00'), payeeTodayUsd: usd('4950.00') },
    };
    const told: string[] = [];
    const mends: ((x: TransferSnapshot) => TransferSnapshot)[] = [
      (x) => ({ ...x, checks: [] }),
      (x) => ({ ...x, accountsAsIdentified: true }),
      (x) => ({ ...x, customer: { transactionRestricted: false, restrictionReason: null } }),
      (x) => ({ ...x, stepUpTokenValid: true }),
      (x) => ({ ...x, source: { ...x.source, active: true } }),
      (x) => ({ ...x, payee: { active: true } }),
      (x) => ({ ...x, usage: { ...x.usage, todayUsd: usd('0.00') } }),
      (x) => ({ ...x, usage: { ...x.usage, earlierThisMonthUsd: usd('0.00') } }),
      (x) => ({ ...x, usage: { ...x.usage, payeeTodayUsd: usd('0.00') } }),
      (x) => ({ ...x, source: { ...x.source, balance: usd('1000.00') } }),
    ];
    let current = s;
    for (const mend of mends) {
      told.push(refused(current)!);
      current = mend(current);
    }
    expect(refused(current)).toBeNull();
    expect(told).toEqual(['CHECK_FAILED', ...TRANSFER_RULES]);
  });
});
