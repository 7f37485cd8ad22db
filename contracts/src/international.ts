/**
 * International transfers (SPEC 2.17, 3, 5, 7, 9; DESIGN 3-4): the shapes of the API and the
 * pure rules both sides apply, so the client's live summary is exactly what the server books.
 *
 * Money is decimal text and bigint cents, never a float. Exchange rates are numeric(10,6):
 * decimal text with up to 6 decimals. Every rounding is half-up (ties away from zero) to the
 * cent for amounts and to the micro-unit for a cross rate.
 */
import type { Currency, TransactionStatus } from './accounts.js';
import type { CursorPage, CursorQuery } from './paging.js';

// ---------------------------------------------------------------------------------------------
// Constants

export const SUPPORT_TYPES = ['direct', 'proxy', 'offshore', 'nbfc'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];

/** Headings of the country list, grouped by support type (SPEC 2.17). */
export const SUPPORT_TYPE_LABELS: Record<SupportType, string> = {
  direct: 'Direct bank transfer',
  proxy: 'Proxy network',
  offshore: 'Offshore banking',
  nbfc: 'NBFC partner',
};

export const COUNTRY_CATEGORIES = ['Premium', 'Express', 'Economy', 'Business', 'Digital', 'Secure', 'Ultra-Fast', 'Neo-Banking'] as const;
export type CountryCategory = (typeof COUNTRY_CATEGORIES)[number];

/** What a customer may send in (SPEC 9). */
export const INTERNATIONAL_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'INR'] as const;
export type InternationalCurrency = (typeof INTERNATIONAL_CURRENCIES)[number];

export const INTERNATIONAL = {
  /** The recent transfers list of the page (SPEC 9). */
  RECENT_TRANSFERS: 5,
  /** Default processing time (SPEC 9). */
  DEFAULT_PROCESSING_HOURS: 24,
  /** "The offshore step takes about 2-4 hours" (SPEC 9), shown beside offshore countries. */
  OFFSHORE_STEP_HOURS: { min: 2, max: 4 },
  /** Country minimum and maximum amounts are in this currency; a transfer is compared at the stored rate. */
  COUNTRY_LIMITS_CURRENCY: 'USD',
  /** NBFC partner limits are in this currency. */
  PARTNER_LIMITS_CURRENCY: 'INR',
  /** The only country served through NBFC partners. */
  NBFC_COUNTRY: 'IND',
  MIN_LENGTHS: { recipientName: 2, recipientAddress: 10, recipientBankName: 2, recipientAccountNumber: 5, purpose: 5 },
  MAX_LENGTHS: { recipientName: 140, recipientAddress: 300, recipientBankName: 140, recipientAccountNumber: 34, purpose: 300, text: 1000 },
} as const;

export const NBFC_PARTNER_CODES = ['ILFS', 'RRI', 'SPNBFC', 'BFE', 'DPS', 'MFS', 'QTR', 'NBD'] as const;
export type NbfcPartnerCode = (typeof NBFC_PARTNER_CODES)[number];

// ---------------------------------------------------------------------------------------------
// DTOs

/** One of India's eight NBFC partners (SPEC 9). */
export interface NbfcPartnerDto {
  code: NbfcPartnerCode;
  name: string;
  /** Replaces the country's fee for India: '2.80' means 2.8 %. */
  feePercentage: string;
  /** The delivery window in hours; the estimated delivery uses maxHours. */
  minHours: number;
  maxHours: number;
  /** The most one transfer may carry, in INR (PARTNER_LIMITS_CURRENCY), e.g. '50000.00'. */
  perTransactionLimit: string;
  isActive: boolean;
}

/** How the recipient's account number is checked for a country. */
export interface IbanFormat {
  /** The ISO 3166 alpha-2 code an IBAN of this country starts with. */
  prefix: string;
  /** The total length of an IBAN of this country. */
  length: number;
}

/** GET /api/international-transfers/countries: active countries, everything the form needs. */
export interface SupportedCountryDto {
  id: string;
  /** ISO 3166 alpha-3. */
  countryCode: string;
  countryName: string;
  supportType: SupportType;
  category: CountryCategory;
  isActive: boolean;
  /** '1.50' means 1.5 % (for India the chosen partner's fee applies instead). */
  transferFeePercentage: string;
  /** In COUNTRY_LIMITS_CURRENCY (USD), compared with the transfer amount at the stored rate. */
  minimumAmount: string;
  /** In USD; null: no country maximum (the customer's limits still apply). */
  maximumAmount: string | null;
  processingTimeHours: number;
  requiredDocuments: string[];
  /** The proxy network for supportType 'proxy' (e.g. 'PIX', 'PayNow'), else null. */
  proxyNetwork: string | null;
  /** SPEC 3's single partner field: the default partner code for 'nbfc' countries, else null. */
  nbfcPartner: NbfcPartnerCode | null;
  /** The partners to choose from: India's eight, empty for every other country. */
  nbfcPartners: NbfcPartnerDto[];
  /** Set where the account number must be an IBAN; null: a local account number. */
  iban: IbanFormat | null;
}

/** GET /api/international-transfers/rates: the stored rates the summary converts with. */
export interface ExchangeRateDto {
  currency: Currency;
  /** Units of USD for one unit of the currency, numeric(10,6) as text. */
  usdRate: string;
  /** The date the rate is valid for (YYYY-MM-DD). */
  rateDate: string;
  updatedAt: string;
}

/**
 * POST /api/international-transfers: the body of SPEC 7, plus the partner for India and the
 * step-up token. Header `Idempotency-Key` is required.
 *
 * The step-up authorization (POST /api/auth/step-up/verify, purpose 'international-transfer')
 * is bound to `payload` = this body without authorizationToken (fields fromAccountId,
 * recipientName, recipientAccountNumber, recipientCountryCode, transferAmount,
 * transferCurrency, purpose and nbfcPartner are compared; send the same values to both calls).
 */
export interface CreateInternationalTransferRequest {
  fromAccountId: string;
  recipientName: string;
  recipientAddress: string;
  recipientBankName: string;
  /** Optional; when given it must be a BIC (8 or 11 characters). */
  recipientBankCode?: string;
  recipientAccountNumber: string;
  /** India only, optional; when given: 4 letters, 0, 6 letters or digits. */
  recipientIfscCode?: string;
  recipientCountryCode: string;
  /** A number or a decimal string; at most 2 decimals. */
  transferAmount: string | number;
  transferCurrency: InternationalCurrency;
  purpose: string;
  /** Required for India (one of NBFC_PARTNER_CODES), refused elsewhere. */
  nbfcPartner?: NbfcPartnerCode;
  authorizationToken: string;
}

/** An international transfer as its owner sees it (no admin notes). */
export interface InternationalTransferDto {
  id: string;
  /** The customer-visible transaction that carries the debit (GET /api/transactions). */
  transactionId: string;
  fromAccountId: string;
  fromAccountNumber: string;
  recipientName: string;
  recipientAddress: string;
  recipientBankName: string;
  recipientBankCode: string | null;
  recipientAccountNumber: string;
  recipientIfscCode: string | null;
  recipientCountryCode: string;
  recipientCountryName: string;
  transferAmount: string;
  transferCurrency: InternationalCurrency;
  /** Units of debitCurrency per unit of transferCurrency, numeric(10,6) as text. */
  exchangeRate: string;
  feeAmount: string;
  /** transferAmount + feeAmount, in transferCurrency. */
  totalAmount: string;
  /** totalAmount converted at exchangeRate: what left the source account. */
  debitAmount: string;
  debitCurrency: Currency;
  purpose: string;
  supportType: SupportType;
  proxyNetwork: string | null;
  nbfcPartner: NbfcPartnerCode | null;
  status: TransactionStatus;
  referenceNumber: string;
  estimatedDelivery: string;
  documentsSubmitted: boolean;
  complianceChecked: boolean;
  creditNote: string | null;
  statusUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CreateInternationalTransferResponse {
  message: string;
  transfer: InternationalTransferDto;
}

/** GET /api/international-transfers/user?cursor=&limit= : own transfers, newest first. */
export type InternationalTransferQuery = CursorQuery;
export type InternationalTransferPage = CursorPage<InternationalTransferDto>;

/** GET /api/admin/payments/international: compliance hits (pending, not checked) first, then newest. */
export interface AdminInternationalTransferQuery extends CursorQuery {
  status?: TransactionStatus;
  /** ISO alpha-3 recipient country. */
  country?: string;
  /** A reference number, or the customer's id. */
  search?: string;
}

export interface AdminInternationalTransferDto extends InternationalTransferDto {
  userId: string;
  customerId: string;
  customerName: string;
  adminNotes: string | null;
  statusUpdatedBy: string | null;
  /** The sanctions list entry the recipient name matched, or null. */
  sanctionsMatch: string | null;
}

export type AdminInternationalTransferPage = CursorPage<AdminInternationalTransferDto>;

/** PATCH /api/admin/payments/international/{id}/status (SPEC 5: adminNotes and creditNote trimmed, optional). */
export interface InternationalPaymentStatusRequest {
  status: TransactionStatus;
  adminNotes?: string;
  creditNote?: string;
}

/** PATCH /api/admin/exchange-rates/{currency}: a new stored rate, audited with the reason. */
export interface UpdateExchangeRateRequest {
  /** Units of USD for one unit of the currency: a positive decimal with up to 6 decimals. */
  usdRate: string;
  /** YYYY-MM-DD; today when omitted. */
  rateDate?: string;
  reason: string;
}

// ---------------------------------------------------------------------------------------------
// Messages (SPEC 5 where it gives them; the rest decided in docs/decisions/international-transfers.md)

export const InternationalMessages = {
  FROM_ACCOUNT_REQUIRED: 'Please select an account',
  RECIPIENT_NAME: 'Recipient name must be at least 2 characters',
  RECIPIENT_ADDRESS: 'Complete recipient address is required',
  BANK_NAME: 'Bank name is required',
  ACCOUNT_NUMBER: 'Account number is required',
  COUNTRY_CODE: 'Valid country code required',
  TRANSFER_AMOUNT: 'Transfer amount must be a positive number',
  CURRENCY: 'Valid currency code required',
  PURPOSE: 'Purpose of transfer is required',
  TOO_LONG: 'This field is too long',
  AMOUNT_DECIMALS: 'Amount can have at most 2 decimal places',
  AMOUNT_TOO_LARGE: 'Amount is too large',
  COUNTRY_NOT_SUPPORTED: 'International transfers to this country are not available',
  PARTNER_REQUIRED: 'Please choose an NBFC partner for transfers to India',
  PARTNER_NOT_AVAILABLE: 'This NBFC partner is not available',
  PARTNER_ONLY_INDIA: 'An NBFC partner can only be chosen for transfers to India',
  IFSC_ONLY_INDIA: 'An IFSC code is only used for transfers to India',
  IFSC_INVALID: 'IFSC code must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)',
  IBAN_INVALID: 'Account number must be a valid IBAN for the recipient country',
  BIC_INVALID: 'Bank code must be a valid BIC/SWIFT code of 8 or 11 characters',
  SECURITY_SETUP_REQUIRED: 'Please set up your security questions and signature again before making international transfers.',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  NO_RATE: 'No exchange rate is available for this currency',
  TRANSFER_NOT_FOUND: 'Transfer not found',
  TRANSFER_AUTHORIZED_TITLE: 'International Transfer Authorized',
  TRANSFER_SUBMITTED: 'Your international transfer has been submitted.',
  TRANSFER_UNDER_REVIEW: 'Your international transfer is being reviewed by our compliance team.',
  RATE_INVALID: 'Exchange rate must be a positive number with at most 6 decimals',
  RATE_CURRENCY_INVALID: 'Please choose a supported currency',
  RATE_DATE_INVALID: 'rateDate must be a date (YYYY-MM-DD) from 1900-01-01 to today',
  amountBelowMinimum: (minimum: string, countryName: string) => `The minimum for ${countryName} is ${minimum} USD`,
  amountAboveMaximum: (maximum: string, countryName: string) => `The maximum for ${countryName} is ${maximum} USD`,
  partnerLimit: (partner: string, limit: string) => `${partner} accepts at most ${limit} INR per transfer`,
} as const;

// ---------------------------------------------------------------------------------------------
// Decimal arithmetic on text (bigint inside, never a float)

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const RATE_DECIMALS = 6;
const MICRO = 1_000_000n;

function readScaled(value: string, decimals: number, what: string): bigint {
  const match = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null;
  if (!match) throw new RangeError(`${what} is not a plain decimal: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) throw new RangeError(`${what} has more than ${decimals} decimals: ${value}`);
  const magnitude = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -magnitude : magnitude;
}

function writeScaled(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const unit = 10n ** BigInt(decimals);
  const fraction = (magnitude % unit).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${magnitude / unit}.${fraction}`;
}

/** numerator / denominator (denominator > 0), ties away from zero. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** '12.5' -> 1250n. Throws on anything but a decimal with at most 2 places. */
export function toCents(amount: string): bigint {
  return readScaled(amount, 2, 'Amount');
}

/** 1250n -> '12.50'. */
export function fromCents(cents: bigint): string {
  return writeScaled(cents, 2);
}

/** '1.085' -> 1085000n micro-units. Throws on more than 6 decimals. */
export function rateToMicros(rate: string): bigint {
  return readScaled(rate, RATE_DECIMALS, 'Rate');
}

/** True for a positive decimal with at most 6 decimals that fits numeric(10,6). */
export function isValidRate(rate: unknown): rate is string {
  if (typeof rate !== 'string') return false;
  const match = DECIMAL.exec(rate.trim());
  if (!match || match[1] === '-' || (match[3] ?? '').length > RATE_DECIMALS) return false;
  const integerDigits = match[2].replace(/^0+/, '').length;
  return integerDigits <= 4 && rateToMicros(rate) > 0n;
}

/** amount × percent / 100, half-up to the cent: the fee (SPEC 9). '100.00' at '2.80' -> '2.80'. */
export function internationalFee(amount: string, feePercentage: string): string {
  const cents = toCents(amount);
  const percentMicros = readScaled(feePercentage, RATE_DECIMALS, 'Fee percentage');
  return fromCents(divideHalfUp(cents * percentMicros, MICRO * 100n));
}

/** amount + fee (SPEC 9). */
export function internationalTotal(amount: string, fee: string): string {
  return fromCents(toCents(amount) + toCents(fee));
}

/**
 * Units of `to` for one unit of `from`, from the stored USD rates (units of USD per unit),
 * half-up to 6 decimals: the exchange rate stored on the transfer. 'EUR' -> 'USD' at
 * EUR 1.085 is '1.085000'; 'USD' -> 'JPY' at JPY 0.0067 is '149.253731'.
 */
export function crossRate(fromUsdRate: string, toUsdRate: string): string {
  const from = rateToMicros(fromUsdRate);
  const to = rateToMicros(toUsdRate);
  if (from <= 0n || to <= 0n) throw new RangeError('Rates must be positive');
  return writeScaled(divideHalfUp(from * MICRO, to), RATE_DECIMALS);
}

/** amount × rate, half-up to the cent. */
export function convertAmount(amount: string, rate: string): string {
  return fromCents(divideHalfUp(toCents(amount) * rateToMicros(rate), MICRO));
}

/** The stored USD rates by currency code (ExchangeRateDto.usdRate). */
export type UsdRates = Readonly<Record<string, string>>;

export function usdRatesFrom(rates: readonly Pick<ExchangeRateDto, 'currency' | 'usdRate'>[]): UsdRates {
  return Object.fromEntries(rates.map((rate) => [rate.currency, rate.usdRate]));
}

export interface InternationalQuote {
  transferAmount: string;
  transferCurrency: string;
  /** The fee percentage applied: the partner's for India, else the country's. */
  feePercentage: string;
  feeAmount: string;
  totalAmount: string;
  /** Units of debitCurrency per unit of transferCurrency (6 decimals). */
  exchangeRate: string;
  /** totalAmount × exchangeRate: what the source account is debited. */
  debitAmount: string;
  debitCurrency: string;
  /** transferAmount in USD at the stored rate, for the country minimum/maximum. */
  transferAmountUsd: string;
  /** totalAmount in USD at the stored rate: what counts towards the daily and monthly limits. */
  totalAmountUsd: string;
  /** transferAmount in INR at the stored rate, for an NBFC partner's limit. */
  transferAmountInr: string;
}

/** What the form's summary shows and what the server books: fee, total, rate, debit. */
export function quoteInternationalTransfer(input: {
  transferAmount: string;
  transferCurrency: string;
  accountCurrency: string;
  feePercentage: string;
  usdRates: UsdRates;
}): InternationalQuote {
  const { transferCurrency, accountCurrency, feePercentage, usdRates } = input;
  const rateOf = (currency: string): string => {
    const rate = usdRates[currency];
    if (!rate) throw new RangeError(`No exchange rate for ${currency}`);
    return rate;
  };
  const transferAmount = fromCents(toCents(input.transferAmount));
  const feeAmount = internationalFee(transferAmount, feePercentage);
  const totalAmount = internationalTotal(transferAmount, feeAmount);
  const exchangeRate = transferCurrency === accountCurrency ? '1.000000' : crossRate(rateOf(transferCurrency), rateOf(accountCurrency));
  const toUsd = transferCurrency === 'USD' ? '1.000000' : rateOf(transferCurrency);
  const toInr = transferCurrency === 'INR' ? '1.000000' : crossRate(rateOf(transferCurrency), rateOf('INR'));
  return {
    transferAmount,
    transferCurrency,
    feePercentage,
    feeAmount,
    totalAmount,
    exchangeRate,
    debitAmount: convertAmount(totalAmount, exchangeRate),
    debitCurrency: accountCurrency,
    transferAmountUsd: convertAmount(transferAmount, toUsd),
    totalAmountUsd: convertAmount(totalAmount, toUsd),
    transferAmountInr: convertAmount(transferAmount, toInr),
  };
}

/** The fee percentage and delivery hours that apply: the partner's for India, else the country's. */
export function transferTerms(
  country: Pick<SupportedCountryDto, 'transferFeePercentage' | 'processingTimeHours'>,
  partner?: Pick<NbfcPartnerDto, 'feePercentage' | 'maxHours'> | null,
): { feePercentage: string; processingHours: number } {
  return partner
    ? { feePercentage: partner.feePercentage, processingHours: partner.maxHours }
    : { feePercentage: country.transferFeePercentage, processingHours: country.processingTimeHours };
}

/** now + hours (SPEC 9; DESIGN 4): when the recipient should have the money. */
export function estimatedDelivery(from: Date, processingHours: number): Date {
  return new Date(from.getTime() + processingHours * 3_600_000);
}

/**
 * The amount against the country's minimum/maximum (USD) and the partner's limit (INR).
 * Returns the message to show, or null when the amount is allowed.
 */
export function checkAmountLimits(
  quote: Pick<InternationalQuote, 'transferAmountUsd' | 'transferAmountInr'>,
  country: Pick<SupportedCountryDto, 'countryName' | 'minimumAmount' | 'maximumAmount'>,
  partner?: (Pick<NbfcPartnerDto, 'perTransactionLimit'> & { code: string }) | null,
): string | null {
  const usd = toCents(quote.transferAmountUsd);
  if (usd < toCents(country.minimumAmount)) return InternationalMessages.amountBelowMinimum(country.minimumAmount, country.countryName);
  if (country.maximumAmount !== null && usd > toCents(country.maximumAmount)) {
    return InternationalMessages.amountAboveMaximum(country.maximumAmount, country.countryName);
  }
  if (partner && toCents(quote.transferAmountInr) > toCents(partner.perTransactionLimit)) {
    return InternationalMessages.partnerLimit(partner.code, partner.perTransactionLimit);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Recipient details

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Upper case, spaces removed: how codes are stored and compared. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Indian Financial System Code: 4 letters, a 0, 6 letters or digits (case-insensitive, spaces ignored). */
export function isValidIfsc(value: string): boolean {
  return IFSC.test(normalizeCode(value));
}

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(value: string): boolean {
  return BIC.test(normalizeCode(value));
}

/** ISO 13616 IBAN: shape, and the mod-97 check digits; with a format, its prefix and length too. */
export function isValidIban(value: string, format?: IbanFormat | null): boolean {
  const iban = normalizeCode(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  if (format && (iban.slice(0, 2) !== format.prefix || iban.length !== format.length)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

/**
 * The recipient's account number, IFSC and bank code against the country's rules: the first
 * problem as { field, message }, or null.
 */
export function checkRecipientDetails(
  country: Pick<SupportedCountryDto, 'countryCode' | 'iban'>,
  details: { recipientAccountNumber: string; recipientIfscCode?: string | null; recipientBankCode?: string | null },
): { field: string; message: string } | null {
  const ifsc = details.recipientIfscCode?.trim();
  if (ifsc) {
    if (country.countryCode !== INTERNATIONAL.NBFC_COUNTRY) return { field: 'recipientIfscCode', message: InternationalMessages.IFSC_ONLY_INDIA };
    if (!isValidIfsc(ifsc)) return { field: 'recipientIfscCode', message: InternationalMessages.IFSC_INVALID };
  }
  if (country.iban && !isValidIban(details.recipientAccountNumber, country.iban)) {
    return { field: 'recipientAccountNumber', message: InternationalMessages.IBAN_INVALID };
  }
  const bankCode = details.recipientBankCode?.trim();
  if (bankCode && !isValidBic(bankCode)) return { field: 'recipientBankCode', message: InternationalMessages.BIC_INVALID };
  return null;
}

/** An NBFC partner's full name from the countries list: codes are for the API, names for people. */
export function nbfcPartnerName(countries: readonly Pick<SupportedCountryDto, 'nbfcPartners'>[] | undefined, code: string): string {
  for (const country of countries ?? []) {
    const partner = country.nbfcPartners.find((candidate) => candidate.code === code);
    if (partner) return partner.name;
  }
  return code;
}
