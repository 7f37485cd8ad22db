import { describe, expect, it } from 'vitest';
import type { AccountDto } from '@bank/contracts/accounts';
import { PaymentMessages } from '@bank/contracts/payments';
import { amountProblem, destinationProblem, toUsd, type Payee } from './transfer-rules';

const account = (overrides: Partial<AccountDto>): AccountDto => ({
  id: 'acc-1', userId: 'user-1', accountNumber: '80000001', accountType: 'checking', currency: 'USD', balance: '100.00',
  creditLimit: null, availableCredit: null, availableToSpend: '100.00', isActive: 'true', accountName: 'Checking',
  customerName: 'Alex Morgan', debitCard: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
  ...overrides,
});
const checking = account({});
const credit = account({ id: 'acc-2', accountNumber: '80000002', accountType: 'credit', balance: '-4900.00', creditLimit: '5000.00', availableCredit: '100.00', availableToSpend: '100.00' });
const none: Payee = { state: 'none' };
const found = (accountNumber: string, currency: AccountDto['currency']): Payee => ({
  state: 'found', own: false, info: { accountName: 'Sam Lee', accountType: 'checking', accountNumber, currency },
});

describe('the destination account number', () => {
  it.each([
    ['', PaymentMessages.ACCOUNT_NUMBER_LENGTH],
    ['8000001', PaymentMessages.ACCOUNT_NUMBER_LENGTH],
    ['800000011', PaymentMessages.ACCOUNT_NUMBER_LENGTH],
    ['70000001', PaymentMessages.ACCOUNT_NUMBER_FORMAT],
    ['80a00001', PaymentMessages.ACCOUNT_NUMBER_FORMAT],
  ])('"%s" → %s', (typed, message) => {
    expect(destinationProblem(typed, checking, none)).toBe(message);
  });

  it('is not the source account, spaces around it or not', () => {
    expect(destinationProblem(' 80000001 ', checking, none)).toBe(PaymentMessages.SAME_ACCOUNT);
    expect(destinationProblem('80000001', credit, none)).toBeNull();
  });

  it("stops a payee in another currency before the customer confirms, in the payee's and the source's words", () => {
    expect(destinationProblem('80000009', checking, found('80000009', 'EUR'))).toBe(PaymentMessages.currencyMismatch('EUR', 'USD'));
    expect(destinationProblem('80000009', checking, found('80000009', 'USD'))).toBeNull();
  });

  it('judges only the payee of the number now typed, not a lookup of the previous one', () => {
    expect(destinationProblem('80000010', checking, found('80000009', 'EUR'))).toBeNull();
  });

  it('waits for a source account before comparing currencies', () => {
    expect(destinationProblem('80000009', undefined, found('80000009', 'EUR'))).toBeNull();
  });
});

describe('the amount', () => {
  it.each([
    ['0', PaymentMessages.AMOUNT_POSITIVE],
    ['-5', PaymentMessages.AMOUNT_POSITIVE],
    ['', PaymentMessages.AMOUNT_POSITIVE],
    ['abc', PaymentMessages.AMOUNT_POSITIVE],
    ['10.001', PaymentMessages.AMOUNT_DECIMALS],
  ])('"%s" → %s', (typed, message) => {
    expect(amountProblem(typed, checking)).toBe(message);
  });

  it('may spend exactly what is available, not a cent more', () => {
    expect(amountProblem('100.00', checking)).toBeNull();
    expect(amountProblem('100', checking)).toBeNull();
    expect(amountProblem('100.01', checking)).toBe(PaymentMessages.INSUFFICIENT_FUNDS);
  });

  it('names the credit limit for a credit account', () => {
    expect(amountProblem('100.01', credit)).toBe(PaymentMessages.CREDIT_LIMIT);
  });

  it('takes a leading point and the number InputNumber may hand over', () => {
    expect(amountProblem('.5', checking)).toBeNull();
    expect(amountProblem(99.99, checking)).toBeNull();
    expect(amountProblem(null, checking)).toBe(PaymentMessages.AMOUNT_POSITIVE);
  });

  it('checks the shape alone while no source account is chosen', () => {
    expect(amountProblem('1000000', undefined)).toBeNull();
  });
});

describe('the amount in USD for the limits (issue 28 item 2)', () => {
  it('converts to USD exactly at the stored rate, half up to the cent', () => {
    expect(toUsd('100.00', '1')).toBe('100.00');
    expect(toUsd('100.00', '1.085000')).toBe('108.50');
    expect(toUsd('0.01', '0.006700')).toBe('0.00');
    expect(toUsd('1.00', '0.005000')).toBe('0.01');
    expect(toUsd('1234567.89', '1.274300')).toBe('1573209.86');
  });
});
