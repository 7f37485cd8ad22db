import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExchangeRateDto, SupportedCountryDto } from '@bank/contracts/international';
import { sql } from '../../../../../shared/database/sql.js';
import { COUNTRY_SELECT, PARTNER_SELECT, toCountry, toPartner, type CountryRow, type PartnerRow } from '../../../infrastructure/sql-reference-data.js';
import { toCountryDto } from '../../transfer.mapper.js';

/** The active countries with their active partners, by name (the client groups them by support type). */
export class ListSupportedCountries {}

@QueryHandler(ListSupportedCountries)
export class ListSupportedCountriesHandler implements IQueryHandler<ListSupportedCountries, SupportedCountryDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SupportedCountryDto[]> {
    const [countries, partners] = await Promise.all([
      sql<CountryRow>(this.em, `select ${COUNTRY_SELECT} from international.supported_countries c where c.is_active order by c.country_name`),
      sql<PartnerRow & { country_code: string }>(this.em,
        `select p.country_code, ${PARTNER_SELECT} from international.nbfc_partners p where p.is_active order by p.fee_percentage, p.code`),
    ]);
    return countries.map((row) => toCountryDto(toCountry(row), partners.filter((p) => p.country_code === row.country_code).map(toPartner)));
  }
}

/** Every stored rate with its date (GET /api/international-transfers/rates). */
export class ListExchangeRates {}

@QueryHandler(ListExchangeRates)
export class ListExchangeRatesHandler implements IQueryHandler<ListExchangeRates, ExchangeRateDto[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ExchangeRateDto[]> {
    const rows = await sql<{ currency: ExchangeRateDto['currency']; usd_rate: string; rate_date: string; updated_at: Date }>(this.em,
      `select currency, usd_rate::text as usd_rate, to_char(rate_date, 'YYYY-MM-DD') as rate_date, updated_at from international.exchange_rates order by currency`);
    return rows.map((r) => ({ currency: r.currency, usdRate: r.usd_rate, rateDate: r.rate_date, updatedAt: new Date(r.updated_at).toISOString() }));
  }
}
