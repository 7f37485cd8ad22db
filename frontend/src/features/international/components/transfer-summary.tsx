import type { AccountDto } from '@bank/contracts/accounts';
import type { NbfcPartnerDto, SupportedCountryDto } from '@bank/contracts/international';
import { INTERNATIONAL, SUPPORT_TYPE_LABELS } from '@bank/contracts/international';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { formatHours, formatPercent, type LiveQuote } from './international-draft';

interface TransferSummaryProps {
  live: LiveQuote | null;
  account: AccountDto | undefined;
  country: SupportedCountryDto | undefined;
  partner: NbfcPartnerDto | undefined;
  /** Shown instead of the totals when the amount is outside a limit. */
  problem?: string | null;
  /** India without a partner yet: the fee and time depend on the partner. */
  partnerMissing?: boolean;
}

/**
 * The live summary (SPEC 2.17): rate, fee, total in both currencies and estimated delivery,
 * computed with the server's own rules from `contracts`, so it is what will be booked.
 */
export function TransferSummary({ live, account, country, partner, problem, partnerMissing }: TransferSummaryProps) {
  const quote = live?.quote;
  const dash = '—';
  return (
    <div className="intl-summary">
      <dl className="intl-summary__rows">
        <div>
          <dt>Exchange rate</dt>
          <dd>
            {!quote
              ? dash
              : quote.transferCurrency === quote.debitCurrency
                ? 'No conversion'
                : `1 ${quote.transferCurrency} = ${quote.exchangeRate} ${quote.debitCurrency}`}
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{quote ? formatMoney(quote.transferAmount, quote.transferCurrency) : dash}</dd>
        </div>
        <div>
          <dt>Fee{quote ? ` (${formatPercent(quote.feePercentage)})` : ''}</dt>
          <dd>{quote ? formatMoney(quote.feeAmount, quote.transferCurrency) : dash}</dd>
        </div>
        <div className="intl-summary__total">
          <dt>Total ({quote?.transferCurrency ?? 'transfer currency'})</dt>
          <dd>{quote ? formatMoney(quote.totalAmount, quote.transferCurrency) : dash}</dd>
        </div>
        <div className="intl-summary__total">
          <dt>Total debited{account ? ` (${account.currency})` : ''}</dt>
          <dd data-testid="intl-summary-debit">{quote ? formatMoney(quote.debitAmount, quote.debitCurrency) : dash}</dd>
        </div>
        <div>
          <dt>Estimated delivery</dt>
          <dd>
            {live ? (
              <>
                {formatDateTime(live.estimatedDelivery.toISOString())}
                <span className="intl-summary__sub">within {formatHours(live.processingHours)}</span>
              </>
            ) : country && !partnerMissing ? (
              `within ${partner ? formatHours(partner.minHours, partner.maxHours) : formatHours(country.processingTimeHours)}`
            ) : (
              dash
            )}
          </dd>
        </div>
      </dl>

      {/* One sentence for screen readers as the amount is typed, instead of every row. */}
      <p className="intl-summary__spoken" aria-live="polite" aria-atomic="true">
        {problem ? (
          <span className="intl-summary__problem">{problem}</span>
        ) : quote ? (
          `You pay ${formatMoney(quote.debitAmount, quote.debitCurrency)} including a fee of ${formatMoney(quote.feeAmount, quote.transferCurrency)}.`
        ) : partnerMissing ? (
          'Choose an NBFC partner to see the fee and the total: each has its own fee and delivery time.'
        ) : (
          'Choose an account, a country and an amount to see the fee and the total.'
        )}
      </p>

      {country && (
        <ul className="intl-summary__route">
          <li>
            Route: {SUPPORT_TYPE_LABELS[country.supportType]}
            {country.proxyNetwork ? ` via ${country.proxyNetwork}` : ''}
            {partner ? ` · ${partner.name}` : ''}
          </li>
          {country.supportType === 'offshore' && (
            <li>
              Includes an offshore step of about {INTERNATIONAL.OFFSHORE_STEP_HOURS.min}–{INTERNATIONAL.OFFSHORE_STEP_HOURS.max} hours.
            </li>
          )}
          {country.requiredDocuments.length > 0 && <li>Documents we may ask for: {country.requiredDocuments.join(', ')}.</li>}
        </ul>
      )}
    </div>
  );
}
