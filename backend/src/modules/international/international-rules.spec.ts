import { CUSTOMER_STATUS_OF } from '@bank/contracts/accounts';
import {
  checkAmountLimits, checkRecipientDetails, convertAmount, crossRate, estimatedDelivery, fromCents,
  internationalFee, internationalTotal, isValidBic, isValidIban, isValidIfsc, isValidRate, quoteInternationalTransfer,
  toCents, transferTerms,
} from '@bank/contracts/international';

/** The pure rules of contracts/src/international.ts that the server books with and the client shows. */
describe('international transfer rules (contracts)', () => {
  describe('fee and total', () => {
    it.each([
      ['100.00', '2.80', '2.80', '102.80'],
      ['1234.56', '2.5', '30.86', '1265.42'], // 30.864
      ['1.00', '3.5', '0.04', '1.04'], // 0.035 rounds half-up
      ['1.00', '4.0', '0.04', '1.04'],
      ['0.10', '2.5', '0.00', '0.10'], // 0.0025
      ['0.30', '2.5', '0.01', '0.31'], // 0.0075
      ['50000.00', '2.3', '1150.00', '51150.00'],
      ['999.99', '0', '0.00', '999.99'],
      ['9999999999.99', '4.0', '400000000.00', '10399999999.99'],
    ])('%s at %s %% costs %s, total %s', (amount, percent, fee, total) => {
      expect(internationalFee(amount, percent)).toBe(fee);
      expect(internationalTotal(amount, fee)).toBe(total);
    });

    it('refuses amounts with more than 2 decimals instead of rounding them', () => {
      expect(() => internationalFee('1.001', '2.5')).toThrow(RangeError);
      expect(() => toCents('1e5')).toThrow(RangeError);
    });
  });

  describe('rates and conversion', () => {
    it.each([
      ['1.085', '1', '1.085000'],
      ['1', '0.0067', '149.253731'],
      ['1.085', '1.27', '0.854331'],
      ['0.012', '1', '0.012000'],
      ['0.0067', '0.012', '0.558333'],
      ['1', '1', '1.000000'],
    ])('one unit worth %s USD in units worth %s USD is %s', (from, to, rate) => {
      expect(crossRate(from, to)).toBe(rate);
    });

    it.each([
      ['1015.00', '1.085000', '1101.28'], // 1101.275
      ['100.00', '149.253731', '14925.37'],
      ['0.01', '0.012000', '0.00'],
      ['0.50', '0.010000', '0.01'], // 0.005 half-up
    ])('%s at %s is %s', (amount, rate, converted) => {
      expect(convertAmount(amount, rate)).toBe(converted);
    });

    it('checks a rate as numeric(10,6)', () => {
      expect(isValidRate('1.085')).toBe(true);
      expect(isValidRate('9999.999999')).toBe(true);
      expect(isValidRate('10000')).toBe(false);
      expect(isValidRate('0')).toBe(false);
      expect(isValidRate('-1')).toBe(false);
      expect(isValidRate('1.0000001')).toBe(false);
      expect(isValidRate('1e3')).toBe(false);
      expect(isValidRate(1.5)).toBe(false);
    });
  });

  describe('quote', () => {
    const usdRates = { USD: '1.000000', EUR: '1.085000', GBP: '1.270000', JPY: '0.006700', INR: '0.012000' };

    it('converts the total to the account currency at the cross rate', () => {
      expect(quoteInternationalTransfer({ transferAmount: '1000', transferCurrency: 'EUR', accountCurrency: 'USD', feePercentage: '1.50', usdRates })).toEqual({
        transferAmount: '1000.00',
        transferCurrency: 'EUR',
        feePercentage: '1.50',
        feeAmount: '15.00',
        totalAmount: '1015.00',
        exchangeRate: '1.085000',
        debitAmount: '1101.28',
        debitCurrency: 'USD',
        transferAmountUsd: '1085.00',
        totalAmountUsd: '1101.28',
        transferAmountInr: '90416.67', // 1000 x 90.416667
      });
    });

    it('debits the total as is when the account has the transfer currency', () => {
      const quote = quoteInternationalTransfer({ transferAmount: '20000.00', transferCurrency: 'INR', accountCurrency: 'INR', feePercentage: '2.80', usdRates });
      expect(quote).toMatchObject({ feeAmount: '560.00', totalAmount: '20560.00', exchangeRate: '1.000000', debitAmount: '20560.00', transferAmountUsd: '240.00', transferAmountInr: '20000.00' });
    });

    it('needs a rate for both currencies', () => {
      expect(() => quoteInternationalTransfer({ transferAmount: '1', transferCurrency: 'EUR', accountCurrency: 'CHF', feePercentage: '1', usdRates })).toThrow(/CHF/);
    });
  });

  describe('terms, delivery and limits', () => {
    const country = { countryName: 'India', transferFeePercentage: '2.50', processingTimeHours: 24, minimumAmount: '10.00', maximumAmount: '25000.00' };
    const partner = { code: 'ILFS' as const, feePercentage: '2.80', maxHours: 12, perTransactionLimit: '50000.00' };

    it('takes the partner fee and window for India, else the country', () => {
      expect(transferTerms(country, partner)).toEqual({ feePercentage: '2.80', processingHours: 12 });
      expect(transferTerms(country, null)).toEqual({ feePercentage: '2.50', processingHours: 24 });
      expect(estimatedDelivery(new Date('2026-11-25T10:00:00Z'), 12).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    });

    it('compares with the country minimum and maximum in USD and the partner limit in INR', () => {
      expect(checkAmountLimits({ transferAmountUsd: '10.00', transferAmountInr: '833.33' }, country, partner)).toBeNull();
      expect(checkAmountLimits({ transferAmountUsd: '9.99', transferAmountInr: '832.50' }, country, partner)).toBe('The minimum for India is 10.00 USD');
      expect(checkAmountLimits({ transferAmountUsd: '25000.01', transferAmountInr: '1.00' }, country, null)).toBe('The maximum for India is 25000.00 USD');
      expect(checkAmountLimits({ transferAmountUsd: '600.00', transferAmountInr: '50000.00' }, country, partner)).toBeNull();
      expect(checkAmountLimits({ transferAmountUsd: '600.01', transferAmountInr: '50000.01' }, country, partner)).toBe('ILFS accepts at most 50000.00 INR per transfer');
      expect(checkAmountLimits({ transferAmountUsd: '1.00', transferAmountInr: '1.00' }, { ...country, minimumAmount: '0.00', maximumAmount: null }, null)).toBeNull();
    });
  });

  describe('recipient details', () => {
    it.each(['HDFC0001234', 'hdfc0001234', 'SBIN0ABC123', ' ICIC 0000001 '])('IFSC %j is valid', (code) => expect(isValidIfsc(code)).toBe(true));
    it.each(['HDFC1001234', 'HDF0001234', 'HDFC000123', 'HDFC00012345', '1234056789A', ''])('IFSC %j is not', (code) => expect(isValidIfsc(code)).toBe(false));

    it.each(['DEUTDEFF', 'DEUTDEFF500', 'deutdeff', 'NWBKGB2L', 'CHASUS33XXX'])('BIC %j is valid', (code) => expect(isValidBic(code)).toBe(true));
    it.each(['DEUT1EFF', 'DEUTDEF', 'DEUTDEFF50', 'DEUTDEFF5000', '12345678', ''])('BIC %j is not', (code) => expect(isValidBic(code)).toBe(false));

    it.each([
      ['DE89370400440532013000', { prefix: 'DE', length: 22 }],
      ['DE89 3704 0044 0532 0130 00', { prefix: 'DE', length: 22 }],
      ['GB82WEST12345698765432', { prefix: 'GB', length: 22 }],
      ['CH9300762011623852957', { prefix: 'CH', length: 21 }],
      ['FR1420041010050500013M02606', { prefix: 'FR', length: 27 }],
      ['NL91ABNA0417164300', { prefix: 'NL', length: 18 }],
      ['NO9386011117947', { prefix: 'NO', length: 15 }],
      ['MT84MALT011000012345MTLCAST001S', { prefix: 'MT', length: 31 }],
    ])('IBAN %j is valid', (iban, format) => expect(isValidIban(iban, format)).toBe(true));

    it('refuses an IBAN with wrong check digits, another country or the wrong length', () => {
      expect(isValidIban('DE89370400440532013001', { prefix: 'DE', length: 22 })).toBe(false);
      expect(isValidIban('GB82WEST12345698765432', { prefix: 'DE', length: 22 })).toBe(false);
      expect(isValidIban('DE8937040044053201300', { prefix: 'DE', length: 21 })).toBe(false);
      expect(isValidIban('12345678', null)).toBe(false);
    });

    const germany = { countryCode: 'DEU', iban: { prefix: 'DE', length: 22 } };
    const india = { countryCode: 'IND', iban: null };
    it('checks IFSC only for India, IBAN where the country uses it, the bank code as a BIC', () => {
      expect(checkRecipientDetails(germany, { recipientAccountNumber: 'DE89370400440532013000', recipientBankCode: 'COBADEFFXXX' })).toBeNull();
      expect(checkRecipientDetails(germany, { recipientAccountNumber: '12345678' })).toEqual({ field: 'recipientAccountNumber', message: 'Account number must be a valid IBAN for the recipient country' });
      expect(checkRecipientDetails(germany, { recipientAccountNumber: 'DE89370400440532013000', recipientIfscCode: 'HDFC0001234' })?.field).toBe('recipientIfscCode');
      expect(checkRecipientDetails(germany, { recipientAccountNumber: 'DE89370400440532013000', recipientBankCode: 'COBA' })?.field).toBe('recipientBankCode');
      expect(checkRecipientDetails(india, { recipientAccountNumber: '50100012345678', recipientIfscCode: 'HDFC0001234' })).toBeNull();
      expect(checkRecipientDetails(india, { recipientAccountNumber: '50100012345678', recipientIfscCode: 'HDFC1234' })?.message).toMatch(/IFSC code must be/);
      expect(checkRecipientDetails(india, { recipientAccountNumber: '50100012345678', recipientIfscCode: '  ' })).toBeNull();
    });
  });

  it('shows an international transfer with the one status model (docs/decisions/status-model.md)', () => {
    // Help says submitted means pending: the customer reads 'Pending', not a red 'Submitted'.
    expect(CUSTOMER_STATUS_OF.submitted).toBe('pending');
    expect(CUSTOMER_STATUS_OF.processing).toBe('pending');
    expect(CUSTOMER_STATUS_OF.credited).toBe('completed');
    expect(CUSTOMER_STATUS_OF.cancelled).toBe('failed');
  });

  it('writes cents back as text', () => {
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(123456n)).toBe('1234.56');
  });
});
