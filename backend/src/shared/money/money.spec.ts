import { CurrencyMismatchError, Money, MoneyError, type MoneyErrorReason } from './money.js';

const usd = (amount: string) => Money.parse(amount, 'USD');

function refusal(read: () => unknown): MoneyErrorReason {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(MoneyError);
    expect(error).toBeInstanceOf(Error);
    return (error as MoneyError).reason;
  }
  throw new Error('expected a MoneyError, nothing was thrown');
}

describe('Money.parse', () => {
  it.each([
    ['1250', '1250.00', 125000n],
    ['1250.5', '1250.50', 125050n],
    ['1250.50', '1250.50', 125050n],
    ['0.01', '0.01', 1n],
    ['0', '0.00', 0n],
    ['0.00', '0.00', 0n],
    ['-5.00', '-5.00', -500n],
    ['-0.5', '-0.50', -50n],
    ['-0', '0.00', 0n],
    ['007.10', '7.10', 710n],
    [' 12.30 ', '12.30', 1230n],
    ['\t99\n', '99.00', 9900n],
    ['9999999999.99', '9999999999.99', 999999999999n],
    ['-9999999999.99', '-9999999999.99', -999999999999n],
    ['00000000009999999999.99', '9999999999.99', 999999999999n],
  ])('reads the string %j as %s', (input, text, minor) => {
    const money = Money.parse(input, 'USD');
    expect(money.toString()).toBe(text);
    expect(money.minor).toBe(minor);
    expect(money.currency).toBe('USD');
  });

  it.each([
    [1250, '1250.00'],
    [1250.5, '1250.50'],
    [0.1, '0.10'],
    [0.01, '0.01'],
    [19.99, '19.99'],
    [0, '0.00'],
    [-0, '0.00'],
    [-42.5, '-42.50'],
    [9999999999.99, '9999999999.99'],
  ])('reads the number %p through its shortest decimal text', (input, text) => {
    expect(Money.parse(input, 'EUR').toString()).toBe(text);
  });

  it('reads a float whose shortest text has two decimals exactly, without float arithmetic', () => {
    // 1.15 * 100 is 114.99999999999999 in floating point; reading the text gives 115 cents.
    expect(Money.parse(1.15, 'USD').minor).toBe(115n);
    expect(Money.parse(4.35, 'USD').minor).toBe(435n);
  });

  describe('refuses what is not a plain decimal with NOT_A_NUMBER', () => {
    it.each([
      'abc',
      '',
      '   ',
      '-',
      '.',
      '1e5',
      '1E5',
      '1.5e2',
      'NaN',
      'Infinity',
      '-Infinity',
      '0x10',
      '0b1',
      '0o7',
      '+5',
      '.5',
      '5.',
      '1,000.00',
      '1 000',
      '1_000',
      '--5',
      '5-',
      '12.3.4',
      '$10',
      '10 USD',
      '١٢٣', // Arabic-Indic digits
    ])('string %j', (input) => {
      expect(refusal(() => Money.parse(input, 'USD'))).toBe('NOT_A_NUMBER');
    });

    it.each([
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['null', null],
      ['undefined', undefined],
      ['true', true],
      ['a bigint', 10n],
      ['an object', { amount: '10.00' }],
      ['an array', ['10.00']],
      ['a Money', Money.zero('USD')],
    ])('%s', (_, input) => {
      expect(refusal(() => Money.parse(input, 'USD'))).toBe('NOT_A_NUMBER');
    });
  });

  describe('refuses more than 2 decimals with TOO_MANY_DECIMALS, never rounding', () => {
    it.each(['1.001', '1.000', '0.005', '-0.001', '10.999', '9999999999.999'])('string %j', (input) => {
      expect(refusal(() => Money.parse(input, 'USD'))).toBe('TOO_MANY_DECIMALS');
    });

    it.each([
      ['0.1 + 0.2', 0.1 + 0.2], // 0.30000000000000004
      ['1.001', 1.001],
      ['1004.9999999999999', 1.005 * 1000],
      ['1e-7', 1e-7],
      ['-1e-7', -1e-7],
      ['Number.MIN_VALUE', Number.MIN_VALUE],
    ])('number %s', (_, input) => {
      expect(refusal(() => Money.parse(input, 'USD'))).toBe('TOO_MANY_DECIMALS');
    });
  });

  describe('refuses more than 10 integer digits (numeric(12,2)) with OUT_OF_RANGE', () => {
    it.each(['10000000000', '10000000000.00', '-10000000000', '99999999999.99', '1' + '0'.repeat(500)])(
      'string %j',
      (input) => {
        expect(refusal(() => Money.parse(input, 'USD'))).toBe('OUT_OF_RANGE');
      },
    );

    it.each([
      ['1e10', 1e10],
      ['1e21', 1e21],
      ['-1e21', -1e21],
      ['Number.MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER],
      ['Number.MAX_VALUE', Number.MAX_VALUE],
    ])('number %s', (_, input) => {
      expect(refusal(() => Money.parse(input, 'USD'))).toBe('OUT_OF_RANGE');
    });
  });

  it('gives the error a message and the name MoneyError', () => {
    expect(() => Money.parse('1.001', 'USD')).toThrow(MoneyError);
    expect(() => Money.parse('1.001', 'USD')).toThrow(/2 decimal/);
    expect(() => Money.parse('abc', 'USD')).toThrow(expect.objectContaining({ name: 'MoneyError' }));
  });

  it.each(['usd', 'US', 'USDT', '', 'U$D', '123'])('refuses the currency code %j', (currency) => {
    expect(() => Money.parse('1.00', currency)).toThrow(TypeError);
  });
});

describe('Money.parsePositiveAmount', () => {
  it.each([
    ['0.01', '0.01'],
    ['1250', '1250.00'],
    [' 10.5 ', '10.50'],
    [42, '42.00'],
    ['9999999999.99', '9999999999.99'],
  ])('accepts %j', (input, text) => {
    expect(Money.parsePositiveAmount(input, 'USD').toString()).toBe(text);
  });

  it.each(['0', '0.00', '-0', '-0.01', '-5.00', 0, -0, -1])('refuses %j with NOT_POSITIVE', (input) => {
    expect(refusal(() => Money.parsePositiveAmount(input, 'USD'))).toBe('NOT_POSITIVE');
  });

  it('reports the other reasons before the sign', () => {
    expect(refusal(() => Money.parsePositiveAmount('abc', 'USD'))).toBe('NOT_A_NUMBER');
    expect(refusal(() => Money.parsePositiveAmount('-1.001', 'USD'))).toBe('TOO_MANY_DECIMALS');
    expect(refusal(() => Money.parsePositiveAmount('10000000000', 'USD'))).toBe('OUT_OF_RANGE');
    expect(refusal(() => Money.parsePositiveAmount(0.1 + 0.2, 'USD'))).toBe('TOO_MANY_DECIMALS');
  });
});

describe('Money.fromDb', () => {
  it.each([
    ['1250.00', '1250.00', 125000n],
    ['-3.5', '-3.50', -350n],
    ['0.00', '0.00', 0n],
    ['7', '7.00', 700n],
    // numeric(15,2) holds more than user input may.
    ['9999999999999.99', '9999999999999.99', 999999999999999n],
  ])('reads %j', (value, text, minor) => {
    const money = Money.fromDb(value, 'GBP');
    expect(money.toString()).toBe(text);
    expect(money.minor).toBe(minor);
    expect(money.currency).toBe('GBP');
  });

  it('refuses what is not a numeric(x,2) value', () => {
    expect(refusal(() => Money.fromDb('abc', 'USD'))).toBe('NOT_A_NUMBER');
    expect(refusal(() => Money.fromDb('1.005', 'USD'))).toBe('TOO_MANY_DECIMALS');
    expect(() => Money.fromDb(12.5 as unknown as string, 'USD')).toThrow(TypeError);
  });
});

describe('Money.fromMinor and Money.zero', () => {
  it('builds from cents', () => {
    expect(Money.fromMinor(125050n, 'USD').toString()).toBe('1250.50');
    expect(Money.fromMinor(-1n, 'USD').toString()).toBe('-0.01');
    expect(Money.fromMinor(10n ** 20n, 'USD').toString()).toBe('1000000000000000000.00');
  });

  it('refuses a number of cents that is not a bigint', () => {
    expect(() => Money.fromMinor(100 as unknown as bigint, 'USD')).toThrow(TypeError);
  });

  it('makes zero in a currency', () => {
    const zero = Money.zero('JPY');
    expect(zero.minor).toBe(0n);
    expect(zero.currency).toBe('JPY');
    expect(zero.toString()).toBe('0.00');
    expect(zero.isZero()).toBe(true);
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly', () => {
    expect(usd('0.10').plus(usd('0.20')).toString()).toBe('0.30');
    expect(usd('100.00').minus(usd('100.01')).toString()).toBe('-0.01');
    expect(usd('-5.00').plus(usd('5.00')).toString()).toBe('0.00');
    expect(usd('9999999999.99').plus(usd('0.01')).toString()).toBe('10000000000.00');
  });

  it('negates', () => {
    expect(usd('12.34').negate().toString()).toBe('-12.34');
    expect(usd('-12.34').negate().toString()).toBe('12.34');
    expect(usd('0').negate().toString()).toBe('0.00');
    expect(usd('0').negate().isNegative()).toBe(false);
  });

  it('never changes the operands', () => {
    const a = usd('1.00');
    a.plus(usd('2.00'));
    a.negate();
    expect(a.toString()).toBe('1.00');
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('tells the sign', () => {
    expect([usd('0').isZero(), usd('0').isPositive(), usd('0').isNegative()]).toEqual([true, false, false]);
    expect([usd('0.01').isZero(), usd('0.01').isPositive(), usd('0.01').isNegative()]).toEqual([
      false,
      true,
      false,
    ]);
    expect([usd('-0.01').isZero(), usd('-0.01').isPositive(), usd('-0.01').isNegative()]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('comparison', () => {
  it('compares by amount, not by text', () => {
    expect(usd('9.00').compare(usd('10.00'))).toBe(-1);
    expect(usd('10.00').compare(usd('9.00'))).toBe(1);
    expect(usd('10').compare(usd('10.00'))).toBe(0);
    expect(usd('-10.00').compare(usd('-9.00'))).toBe(-1);
  });

  it('answers equals, lessThan and greaterThan', () => {
    expect(usd('10').equals(usd('10.00'))).toBe(true);
    expect(usd('10').equals(usd('10.01'))).toBe(false);
    expect(usd('9.99').lessThan(usd('10'))).toBe(true);
    expect(usd('10').lessThan(usd('10'))).toBe(false);
    expect(usd('10.01').greaterThan(usd('10'))).toBe(true);
    expect(usd('10').greaterThan(usd('10'))).toBe(false);
  });

  it('is structurally equal for jest when amount and currency match', () => {
    expect(usd('10')).toEqual(Money.fromMinor(1000n, 'USD'));
    expect(usd('10')).not.toEqual(Money.fromMinor(1000n, 'EUR'));
    expect(usd('10')).not.toEqual(usd('10.01'));
  });

  it('refuses to be compared or added as a primitive', () => {
    const a = usd('10.00');
    const b = usd('9.00');
    expect(() => (a as unknown as number) > (b as unknown as number)).toThrow(TypeError);
    expect(() => (a as unknown as number) + (b as unknown as number)).toThrow(TypeError);
    expect(() => +a).toThrow(TypeError);
    expect(`${a}`).toBe('10.00');
    expect(String(a)).toBe('10.00');
  });
});

describe('currency mismatch', () => {
  const dollars = Money.parse('10.00', 'USD');
  const euros = Money.parse('10.00', 'EUR');

  it.each([
    ['plus', () => dollars.plus(euros)],
    ['minus', () => dollars.minus(euros)],
    ['compare', () => dollars.compare(euros)],
    ['equals', () => dollars.equals(euros)],
    ['lessThan', () => dollars.lessThan(euros)],
    ['greaterThan', () => dollars.greaterThan(euros)],
  ])('%s throws CurrencyMismatchError', (_, operation) => {
    expect(operation).toThrow(CurrencyMismatchError);
    expect(operation).toThrow('Cannot combine amounts in USD and EUR');
  });

  it('names both currencies on the error', () => {
    try {
      euros.plus(dollars);
      throw new Error('expected a CurrencyMismatchError');
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'CurrencyMismatchError', left: 'EUR', right: 'USD' });
    }
  });
});

describe('percentage', () => {
  it.each([
    ['1000.00', '2.50', '25.00'],
    ['1000.00', '0', '0.00'],
    ['1000.00', '0.00', '0.00'],
    ['1000.00', '100', '1000.00'],
    ['1000.00', '150', '1500.00'],
    ['123.45', '1', '1.23'], // 1.2345 -> 1.23
    ['0.50', '1', '0.01'], // 0.005 is a tie: half-up
    ['0.49', '1', '0.00'], // 0.0049 -> 0.00
    ['10.10', '2.5', '0.25'], // 0.2525 -> 0.25
    ['10.30', '2.5', '0.26'], // 0.2575 -> 0.26
    ['10.20', '2.5', '0.26'], // 0.255 tie -> 0.26
    ['250.00', '1.999999', '5.00'], // 4.9999975 -> 5.00
    ['-0.50', '1', '-0.01'], // ties go away from zero, symmetric with positives
    ['-10.20', '2.5', '-0.26'],
    ['9999999999.99', '2.50', '250000000.00'], // 249999999.99975 -> 250000000.00
  ])('%s × %s %% = %s', (amount, percent, fee) => {
    expect(usd(amount).percentage(percent).toString()).toBe(fee);
  });

  it('keeps the currency', () => {
    expect(Money.parse('100', 'INR').percentage('2').currency).toBe('INR');
  });

  it('refuses a percentage that is not a plain decimal with at most 6 decimals', () => {
    expect(() => usd('10').percentage('abc')).toThrow(TypeError);
    expect(() => usd('10').percentage('1e2')).toThrow(TypeError);
    expect(() => usd('10').percentage('0.0000001')).toThrow(TypeError);
    expect(() => usd('10').percentage(2.5 as unknown as string)).toThrow(TypeError);
  });
});

describe('convert', () => {
  it.each([
    ['100.00', '0.920000', 'EUR', '92.00'],
    ['100.00', '83.125', 'INR', '8312.50'],
    ['1.00', '149.5', 'JPY', '149.50'],
    ['10.00', '0.123456', 'EUR', '1.23'], // 1.23456 -> 1.23
    ['10.00', '0.123450', 'EUR', '1.23'], // 1.2345 -> 1.23
    ['0.01', '0.5', 'EUR', '0.01'], // 0.005 tie -> half-up
    ['0.01', '0.499999', 'EUR', '0.00'],
    ['0.03', '1.5', 'EUR', '0.05'], // 0.045 tie -> 0.05
    ['-0.01', '0.5', 'EUR', '-0.01'], // ties away from zero
    ['-10.00', '0.123456', 'EUR', '-1.23'],
    ['9999999999.99', '9999.999999', 'EUR', '99999999989900.00'], // no overflow, no float
  ])('%s × %s = %s %s', (amount, rate, currency, converted) => {
    const result = usd(amount).convert(rate, currency);
    expect(result.toString()).toBe(converted);
    expect(result.currency).toBe(currency);
  });

  it('refuses a rate that is not a positive decimal with at most 6 decimals', () => {
    expect(() => usd('10').convert('0', 'EUR')).toThrow(RangeError);
    expect(() => usd('10').convert('-1.5', 'EUR')).toThrow(RangeError);
    expect(() => usd('10').convert('1.1234567', 'EUR')).toThrow(TypeError);
    expect(() => usd('10').convert('1e3', 'EUR')).toThrow(TypeError);
    expect(() => usd('10').convert('', 'EUR')).toThrow(TypeError);
  });

  it('refuses an invalid target currency', () => {
    expect(() => usd('10').convert('1.1', 'eur')).toThrow(TypeError);
  });
});

describe('toString and toJSON', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [99n, '0.99'],
    [100n, '1.00'],
    [125000n, '1250.00'],
    [-1n, '-0.01'],
    [-350n, '-3.50'],
    [-125000n, '-1250.00'],
  ])('writes %p cents as %s', (minor, text) => {
    const money = Money.fromMinor(minor, 'USD');
    expect(money.toString()).toBe(text);
    expect(money.toJSON()).toBe(text);
  });

  it('travels in JSON as a decimal string', () => {
    expect(JSON.stringify({ amount: usd('1250') })).toBe('{"amount":"1250.00"}');
    expect(JSON.stringify({ balance: Money.fromDb('-3.5', 'USD') })).toBe('{"balance":"-3.50"}');
  });

  it('round-trips through parse and fromDb', () => {
    for (const text of ['0.00', '0.01', '-0.01', '1250.00', '-9999999999.99', '9999999999.99']) {
      expect(usd(text).toString()).toBe(text);
      expect(Money.fromDb(usd(text).toString(), 'USD').equals(usd(text))).toBe(true);
    }
  });
});
