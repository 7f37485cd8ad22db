import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { rateToMicros } from '@bank/contracts/international';
import { Money } from '../../../../../shared/money/money.js';
import { INTERNATIONAL_QUERIES } from '../../../international.tokens.js';
import { ConvertFromUsd } from '../../../public/international.queries.js';
import type { InternationalQueries } from '../international-queries.js';

const MICROS = 1_000_000n;

/** Read afresh each time (card fees, once a month): the rate stored now, not a cached one. */
@QueryHandler(ConvertFromUsd)
export class ConvertFromUsdHandler implements IQueryHandler<ConvertFromUsd, string> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  async execute({ amountUsd, currency }: ConvertFromUsd): Promise<string> {
    const usd = Money.parse(amountUsd, 'USD');
    if (currency === 'USD') return usd.toString();
    const usdRate = (await this.queries.usdRates()).get(currency);
    if (!usdRate) throw new Error(`no exchange rate for ${currency}`);
    // USD per unit of `currency` with 6 decimals, as an integer count of micro-USD.
    const rate = rateToMicros(usdRate);
    const converted = (usd.minor * MICROS * 2n + rate) / (rate * 2n); // half-up division of positive amounts
    return Money.fromMinor(converted, currency).toString();
  }
}
