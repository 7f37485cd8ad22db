/**
 * An amount of money: an integer number of minor units (cents) and an ISO 4217 code.
 *
 * Every currency of this product has two decimals, JPY included, because the database stores
 * amounts as numeric(12,2) / numeric(15,2). Amounts never pass through a JS float: input is
 * read from its decimal text, arithmetic is bigint, output is decimal text.
 */

export type MoneyErrorReason = 'NOT_A_NUMBER' | 'TOO_MANY_DECIMALS' | 'NOT_POSITIVE' | 'OUT_OF_RANGE';

/** An amount that is not acceptable as written. Parsing never rounds: it refuses. */
export class MoneyError extends Error {
  readonly reason: MoneyErrorReason;

  constructor(reason: MoneyErrorReason, message: string) {
    super(message);
    this.name = 'MoneyError';
    this.reason = reason;
  }
}

export class CurrencyMismatchError extends Error {
  readonly left: string;
  readonly right: string;

  constructor(left: string, right: string) {
    super(`Cannot combine amounts in ${left} and ${right}`);
    this.name = 'CurrencyMismatchError';
    this.left = left;
    this.right = right;
  }
}

const DECIMALS = 2;
const MINOR_PER_UNIT = 10n ** BigInt(DECIMALS);
/** numeric(12,2): ten integer digits. */
const MAX_INTEGER_DIGITS = 10;
/** Exchange rates are numeric(10,6); fee percentages have fewer decimals. */
const MAX_FACTOR_DECIMALS = 6;

const CURRENCY_CODE = /^[A-Z]{3}$/;
/** Optional minus, digits, optionally a point and digits. No '+', exponent, hex, or bare '.5'. */
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  fraction: string;
}

function readDecimal(input: unknown): Decimal {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new MoneyError('NOT_A_NUMBER', 'Amount must be a number');
    // The shortest text that reads back as the same double: 0.1 + 0.2 gives
    // '0.30000000000000004' and is refused below instead of being rounded to 0.30.
    text = String(input);
    // String() switches to exponent form from 1e21 up and below 1e-6.
    if (text.includes('e')) {
      throw Math.abs(input) >= 1
        ? new MoneyError('OUT_OF_RANGE', 'Amount is too large')
        : new MoneyError('TOO_MANY_DECIMALS', 'Amount must have at most 2 decimal places');
    }
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    throw new MoneyError('NOT_A_NUMBER', 'Amount must be a number');
  }

  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new MoneyError('NOT_A_NUMBER', 'Amount must be a number');
  const [, sign, integer, fraction = ''] = match;
  return { negative: sign === '-', integer: integer.replace(/^0+/, ''), fraction };
}

/** The decimal as a bigint scaled by 10^decimals; the caller has checked the fraction fits. */
function scaled({ negative, integer, fraction }: Decimal, decimals: number): bigint {
  const magnitude = BigInt((integer || '0') + fraction.padEnd(decimals, '0'));
  return negative ? -magnitude : magnitude;
}

/** A plain decimal string with up to 6 decimals, as a fraction numerator / denominator. */
function readFactor(value: string, what: string): { numerator: bigint; denominator: bigint } {
  const decimal = typeof value === 'string' ? PLAIN_DECIMAL.exec(value.trim()) : null;
  if (!decimal) throw new TypeError(`${what} must be a plain decimal string, got ${String(value)}`);
  const fraction = decimal[3] ?? '';
  if (fraction.length > MAX_FACTOR_DECIMALS) {
    throw new TypeError(`${what} has more than ${MAX_FACTOR_DECIMALS} decimals: ${value}`);
  }
  const numerator = BigInt(decimal[2] + fraction);
  return {
    numerator: decimal[1] === '-' ? -numerator : numerator,
    denominator: 10n ** BigInt(fraction.length),
  };
}

/**
 * numerator / denominator (denominator > 0) rounded half-up in the banking sense (Java's
 * RoundingMode.HALF_UP): ties go away from zero, so -x rounds to exactly minus what x rounds to.
 */
function divideRoundingHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

function checkCurrency(currency: string): string {
  if (typeof currency !== 'string' || !CURRENCY_CODE.test(currency)) {
    throw new TypeError(`Currency must be a 3-letter upper-case code, got ${String(currency)}`);
  }
  return currency;
}

export class Money {
  /** Amount in cents. */
  readonly minor: bigint;
  readonly currency: string;

  private constructor(minor: bigint, currency: string) {
    this.minor = minor;
    this.currency = checkCurrency(currency);
    Object.freeze(this);
  }

  /**
   * Reads user input: a JS number or a decimal string ("1250", "1250.5", "-5.00", surrounding
   * spaces allowed). Refuses, never rounds: exponents, hex, NaN/Infinity, more than 2 decimals,
   * more than 10 integer digits (numeric(12,2)). Negative values are accepted (credit balances).
   */
  static parse(input: unknown, currency: string): Money {
    const decimal = readDecimal(input);
    if (decimal.fraction.length > DECIMALS) {
      throw new MoneyError('TOO_MANY_DECIMALS', 'Amount must have at most 2 decimal places');
    }
    if (decimal.integer.length > MAX_INTEGER_DIGITS) {
      throw new MoneyError('OUT_OF_RANGE', 'Amount is too large');
    }
    return new Money(scaled(decimal, DECIMALS), currency);
  }

  /** Like parse, and refuses zero and negative amounts: what a transfer amount must be. */
  static parsePositiveAmount(input: unknown, currency: string): Money {
    const money = Money.parse(input, currency);
    if (!money.isPositive()) throw new MoneyError('NOT_POSITIVE', 'Amount must be a positive number');
    return money;
  }

  /**
   * Reads a numeric column as node-postgres returns it ('1250.00', '-3.5'). No range limit:
   * numeric(15,2) columns hold more than parse accepts.
   */
  static fromDb(value: string, currency: string): Money {
    if (typeof value !== 'string') throw new TypeError(`Expected a numeric column as a string, got ${typeof value}`);
    const decimal = readDecimal(value);
    if (decimal.fraction.length > DECIMALS) {
      throw new MoneyError('TOO_MANY_DECIMALS', `Stored amount has more than 2 decimals: ${value}`);
    }
    return new Money(scaled(decimal, DECIMALS), currency);
  }

  static fromMinor(minor: bigint, currency: string): Money {
    if (typeof minor !== 'bigint') throw new TypeError('Minor units must be a bigint');
    return new Money(minor, currency);
  }

  static zero(currency: string): Money {
    return new Money(0n, currency);
  }

  plus(other: Money): Money {
    this.checkSameCurrency(other);
    return new Money(this.minor + other.minor, this.currency);
  }

  minus(other: Money): Money {
    this.checkSameCurrency(other);
    return new Money(this.minor - other.minor, this.currency);
  }

  negate(): Money {
    return new Money(-this.minor, this.currency);
  }

  isZero(): boolean {
    return this.minor === 0n;
  }

  isNegative(): boolean {
    return this.minor < 0n;
  }

  isPositive(): boolean {
    return this.minor > 0n;
  }

  compare(other: Money): -1 | 0 | 1 {
    this.checkSameCurrency(other);
    if (this.minor === other.minor) return 0;
    return this.minor < other.minor ? -1 : 1;
  }

  /** Throws on different currencies like every comparison: 10 USD vs 10 EUR is a bug, not `false`. */
  equals(other: Money): boolean {
    return this.compare(other) === 0;
  }

  lessThan(other: Money): boolean {
    return this.compare(other) < 0;
  }

  greaterThan(other: Money): boolean {
    return this.compare(other) > 0;
  }

  /**
   * This amount × percent / 100, for fees ('2.50' means 2.5 %, up to 6 decimals).
   * Rounds half-up to the cent (ties away from zero). This and convert are the only places an
   * amount is ever rounded; parsing refuses instead.
   */
  percentage(percent: string): Money {
    const { numerator, denominator } = readFactor(percent, 'Percentage');
    return new Money(divideRoundingHalfUp(this.minor * numerator, denominator * 100n), this.currency);
  }

  /**
   * This amount × rate in toCurrency (rate: units of toCurrency per unit of this currency,
   * a positive decimal string with up to 6 decimals). Rounds half-up to the cent.
   */
  convert(rate: string, toCurrency: string): Money {
    const { numerator, denominator } = readFactor(rate, 'Exchange rate');
    if (numerator <= 0n) throw new RangeError(`Exchange rate must be positive, got ${rate}`);
    return new Money(divideRoundingHalfUp(this.minor * numerator, denominator), toCurrency);
  }

  /** '1250.00', '-3.50': always two decimals, the form the API and the database use. */
  toString(): string {
    const magnitude = this.minor < 0n ? -this.minor : this.minor;
    const units = magnitude / MINOR_PER_UNIT;
    const cents = (magnitude % MINOR_PER_UNIT).toString().padStart(DECIMALS, '0');
    return `${this.minor < 0n ? '-' : ''}${units}.${cents}`;
  }

  toJSON(): string {
    return this.toString();
  }

  /**
   * `${money}` and String(money) give toString(); `a + b`, `a > b` or `+a` would silently
   * concatenate or compare text, so they throw instead.
   */
  [Symbol.toPrimitive](hint: string): string {
    if (hint === 'string') return this.toString();
    throw new TypeError('Money is not a number: use plus, minus, compare or toString');
  }

  private checkSameCurrency(other: Money): void {
    if (other.currency !== this.currency) throw new CurrencyMismatchError(this.currency, other.currency);
  }
}
