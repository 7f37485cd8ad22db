import { describe, expect, it } from 'vitest';
import type { NbfcPartnerDto, SupportedCountryDto } from '@bank/contracts/international';
import { formatHours, formatPercent, liveQuote, ratesByCurrency } from './international-draft';

const country = (overrides: Partial<SupportedCountryDto>): SupportedCountryDto => ({
  id: 'c-deu', countryCode: 'DEU', countryName: 'Germany', supportType: 'direct', category: 'Premium', isActive: true,
  transferFeePercentage: '1.50', minimumAmount: '10.00', maximumAmount: '50000.00', processingTimeHours: 24,
  requiredDocuments: [], proxyNetwork: null, nbfcPartner: null, nbfcPartners: [], iban: null,
  ...overrides,
});
const germany = country({});
const india = country({ id: 'c-ind', countryCode: 'IND', countryName: 'India', supportType: 'nbfc', transferFeePercentage: '3.00', processingTimeHours: 48 });
const qtr: NbfcPartnerDto = { code: 'QTR', name: 'QTR', feePercentage: '4.00', minHours: 1, maxHours: 4, perTransactionLimit: '30000.00', isActive: true };
const usdRates = ratesByCurrency([
  { currency: 'EUR', usdRate: '1.085000', rateDate: '2026-11-26', updatedAt: '2026-11-26T00:00:00Z' },
  { currency: 'INR', usdRate: '0.012000', rateDate: '2026-11-26', updatedAt: '2026-11-26T00:00:00Z' },
]);
const now = new Date('2026-11-26T12:00:00Z');
const usdAccount = { currency: 'USD' } as const;

describe('the live summary of an international transfer', () => {
  it("charges the country's fee and converts the total at the stored cross rate, half-up to the cent", () => {
    const live = liveQuote({ account: usdAccount, country: germany, partner: undefined, transferAmount: '250.00', transferCurrency: 'EUR', usdRates, now });
    expect(live?.quote).toMatchObject({ feeAmount: '3.75', totalAmount: '253.75', exchangeRate: '1.085000', debitAmount: '275.32', debitCurrency: 'USD' });
    expect(live?.estimatedDelivery.toISOString()).toBe('2026-11-27T12:00:00.000Z');
  });

  it("takes India's chosen partner's fee and longest window instead of the country's", () => {
    const live = liveQuote({ account: usdAccount, country: india, partner: qtr, transferAmount: '20000', transferCurrency: 'INR', usdRates, now });
    expect(live?.quote).toMatchObject({ feePercentage: '4.00', feeAmount: '800.00', totalAmount: '20800.00', debitAmount: '249.60' });
    expect(live?.processingHours).toBe(4);
  });

  it('debits the same currency one for one', () => {
    const live = liveQuote({ account: { currency: 'EUR' }, country: germany, partner: undefined, transferAmount: '100', transferCurrency: 'EUR', usdRates, now });
    expect(live?.quote).toMatchObject({ exchangeRate: '1.000000', debitAmount: '101.50' });
  });

  it('shows nothing while a field it needs is empty, or for a currency without a stored rate', () => {
    const base = { account: usdAccount, country: germany, partner: undefined, transferAmount: '250.00', transferCurrency: 'EUR', usdRates, now };
    expect(liveQuote({ ...base, account: undefined })).toBeNull();
    expect(liveQuote({ ...base, country: undefined })).toBeNull();
    expect(liveQuote({ ...base, transferAmount: null })).toBeNull();
    expect(liveQuote({ ...base, transferCurrency: undefined })).toBeNull();
    expect(liveQuote({ ...base, transferCurrency: 'GBP' })).toBeNull();
  });

  it('knows USD is one USD without a stored rate', () => {
    expect(ratesByCurrency(undefined)).toEqual({ USD: '1.000000' });
  });
});

describe('how terms are written', () => {
  it.each([[24, 24, '24 hours'], [1, 1, '1 hour'], [2, 6, '2–6 hours']])('%i–%i hours → %s', (min, max, text) => {
    expect(formatHours(min, max)).toBe(text);
  });

  it.each([['2.80', '2.8%'], ['0.50', '0.5%'], ['1.00', '1%'], ['12.25', '12.25%']])('%s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});
