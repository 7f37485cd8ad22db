import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExchangeRateDto, SupportedCountryDto } from '@bank/contracts/international';
import { INTERNATIONAL_QUERIES } from '../../../international.tokens.js';
import type { InternationalQueries } from '../international-queries.js';

/** The active countries with their active partners, by name (the client groups them by support type). */
export class ListSupportedCountries {}

@QueryHandler(ListSupportedCountries)
export class ListSupportedCountriesHandler implements IQueryHandler<ListSupportedCountries, SupportedCountryDto[]> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  execute(): Promise<SupportedCountryDto[]> {
    return this.queries.supportedCountries();
  }
}

/** Every stored rate with its date (GET /api/international-transfers/rates). */
export class ListExchangeRates {}

@QueryHandler(ListExchangeRates)
export class ListExchangeRatesHandler implements IQueryHandler<ListExchangeRates, ExchangeRateDto[]> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  execute(): Promise<ExchangeRateDto[]> {
    return this.queries.exchangeRates();
  }
}
