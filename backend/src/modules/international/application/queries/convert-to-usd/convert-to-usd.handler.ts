import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Money } from '../../../../../shared/money/money.js';
import { INTERNATIONAL_QUERIES } from '../../../international.tokens.js';
import { ConvertToUsd, GetUsdRates } from '../../../public/international.queries.js';
import type { InternationalQueries } from '../international-queries.js';

/** Rates change rarely; a short cache keeps the transfer hot path at one query less. */
const CACHE_MS = 60_000;

@QueryHandler(ConvertToUsd)
export class ConvertToUsdHandler implements IQueryHandler<ConvertToUsd, string> {
  private rates: { at: number; byCurrency: Map<string, string> } | null = null;

  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  async execute({ amount, currency }: ConvertToUsd): Promise<string> {
    if (currency === 'USD') return Money.parse(amount, 'USD').toString();
    const rate = (await this.usdRates()).get(currency);
    if (!rate) throw new Error(`no exchange rate for ${currency}`);
    return Money.parse(amount, currency).convert(rate, 'USD').toString();
  }

  /** Forgets the cached rates (after a rate change in this process). */
  forget(): void {
    this.rates = null;
  }

  async usdRates(): Promise<Map<string, string>> {
    if (!this.rates || Date.now() - this.rates.at > CACHE_MS) {
      this.rates = { at: Date.now(), byCurrency: await this.queries.usdRates() };
    }
    return this.rates.byCurrency;
  }
}

@QueryHandler(GetUsdRates)
export class GetUsdRatesHandler implements IQueryHandler<GetUsdRates, Map<string, string>> {
  constructor(private readonly convert: ConvertToUsdHandler) {}
  execute(): Promise<Map<string, string>> {
    return this.convert.usdRates();
  }
}
