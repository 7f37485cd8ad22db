import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { Country, NbfcPartner, ReferenceData, TransferTerms } from '../domain/reference-data.js';

export const COUNTRY_SELECT = `c.id, c.country_code, c.country_name, c.support_type, c.category, c.is_active, c.transfer_fee_percentage::text as transfer_fee_percentage,
  c.minimum_amount::text as minimum_amount, c.maximum_amount::text as maximum_amount, c.processing_time_hours, c.required_documents,
  c.proxy_network, c.nbfc_partner, c.iban_prefix, c.iban_length`;

export const PARTNER_SELECT = `p.code, p.name, p.fee_percentage::text as fee_percentage, p.min_hours, p.max_hours,
  p.per_transaction_limit::text as per_transaction_limit, p.is_active`;

export interface CountryRow {
  id: string; country_code: string; country_name: string; support_type: Country['supportType']; category: string; is_active: boolean;
  transfer_fee_percentage: string; minimum_amount: string; maximum_amount: string | null; processing_time_hours: number;
  required_documents: string[]; proxy_network: string | null; nbfc_partner: string | null; iban_prefix: string | null; iban_length: number | null;
}

export interface PartnerRow {
  code: string; name: string; fee_percentage: string; min_hours: number; max_hours: number; per_transaction_limit: string; is_active: boolean;
}

export function toCountry(r: CountryRow): Country {
  return {
    id: r.id, countryCode: r.country_code, countryName: r.country_name, supportType: r.support_type, category: r.category, isActive: r.is_active,
    transferFeePercentage: r.transfer_fee_percentage, minimumAmount: r.minimum_amount, maximumAmount: r.maximum_amount,
    processingTimeHours: r.processing_time_hours, requiredDocuments: r.required_documents, proxyNetwork: r.proxy_network,
    nbfcPartner: r.nbfc_partner, iban: r.iban_prefix && r.iban_length ? { prefix: r.iban_prefix, length: r.iban_length } : null,
  };
}

export function toPartner(r: PartnerRow): NbfcPartner {
  return {
    code: r.code, name: r.name, feePercentage: r.fee_percentage, minHours: r.min_hours, maxHours: r.max_hours,
    perTransactionLimit: r.per_transaction_limit, isActive: r.is_active,
  };
}

/**
 * The country, the partner, the rates and the screening of a new transfer in one round trip.
 * Rates are read fresh (no cache): the rate stored on the transfer is the one in the table now.
 * Screening: a listed name matches when every word of it is among the recipient name's words.
 */
const TERMS = `
  select (select row_to_json(x) from (select ${COUNTRY_SELECT} from supported_countries c where c.country_code = $1) x) as country,
         (select row_to_json(x) from (select ${PARTNER_SELECT} from nbfc_partners p where p.code = $2 and p.country_code = $1) x) as partner,
         (select json_object_agg(currency, usd_rate::text) from exchange_rates where currency = any($3::text[])) as rates,
         (select name from sanctions_list where string_to_array(normalized_name, ' ') <@ string_to_array($4, ' ') order by id limit 1) as sanctions_match`;

@Injectable()
export class SqlReferenceData implements ReferenceData {
  constructor(private readonly em: EntityManager) {}

  async terms(q: Parameters<ReferenceData['terms']>[0]): Promise<TransferTerms> {
    const [row] = await sql<{ country: CountryRow | null; partner: PartnerRow | null; rates: Record<string, string> | null; sanctions_match: string | null }>(
      this.em, TERMS, [q.countryCode, q.partnerCode, q.currencies, q.recipientScreeningKey]);
    return {
      country: row.country ? toCountry(row.country) : null,
      partner: row.partner ? toPartner(row.partner) : null,
      usdRates: row.rates ?? {},
      sanctionsMatch: row.sanctions_match,
    };
  }
}
