import type { AccountDto } from '@bank/contracts/accounts';
import {
  estimatedDelivery, quoteInternationalTransfer, transferTerms, usdRatesFrom,
  type CreateInternationalTransferRequest, type ExchangeRateDto, type InternationalQuote, type NbfcPartnerDto, type SupportedCountryDto,
  type UsdRates,
} from '@bank/contracts/international';

/**
 * A validated transfer waiting for confirmation and authorization: the body of SPEC 7 without
 * the token. The same object is authorized (the step-up payload) and posted.
 */
export type InternationalDraft = Omit<CreateInternationalTransferRequest, 'authorizationToken' | 'transferAmount'> & {
  /** Canonical decimal text ("250.00"). */
  transferAmount: string;
};

/** What the summary shows: the server's own rules (contracts), applied to what is typed. */
export interface LiveQuote {
  quote: InternationalQuote;
  processingHours: number;
  estimatedDelivery: Date;
}

/** The stored USD rates by currency; USD itself is one by definition. */
export function ratesByCurrency(rates: readonly ExchangeRateDto[] | undefined): UsdRates {
  return { USD: '1.000000', ...usdRatesFrom(rates ?? []) };
}

/**
 * The quote for the form's current values, or null while something it needs is missing (or a
 * rate is not stored, which the server would refuse too).
 */
export function liveQuote(input: {
  account: Pick<AccountDto, 'currency'> | undefined;
  country: SupportedCountryDto | undefined;
  partner: NbfcPartnerDto | undefined;
  transferAmount: string | null;
  transferCurrency: string | undefined;
  usdRates: UsdRates;
  now?: Date;
}): LiveQuote | null {
  const { account, country, partner, transferAmount, transferCurrency, usdRates } = input;
  if (!account || !country || !transferAmount || !transferCurrency) return null;
  const terms = transferTerms(country, partner);
  try {
    const quote = quoteInternationalTransfer({
      transferAmount,
      transferCurrency,
      accountCurrency: account.currency,
      feePercentage: terms.feePercentage,
      usdRates,
    });
    return { quote, processingHours: terms.processingHours, estimatedDelivery: estimatedDelivery(input.now ?? new Date(), terms.processingHours) };
  } catch {
    return null;
  }
}

/** "24 hours", "1 hour", or a partner's window "2–6 hours". */
export function formatHours(min: number, max: number = min): string {
  if (min === max) return `${min} hour${min === 1 ? '' : 's'}`;
  return `${min}–${max} hours`;
}

/** "2.80" → "2.8%", "0.50" → "0.5%", "1.00" → "1%". */
export function formatPercent(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}${trimmed ? `.${trimmed}` : ''}%`;
}
