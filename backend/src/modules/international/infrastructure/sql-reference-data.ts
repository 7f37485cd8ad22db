import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { Country, NbfcPartner, ReferenceData, TransferTerms } from '../domain/reference-data.js';
import { SanctionsScreen } from '../domain/sanctions.js';

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

/** Everything the terms are decided on, read in one statement, so all of it is of one version. */
const LOAD = `
  select (select version::text from international.international_terms_version) as version,
         (select coalesce(json_agg(row_to_json(x)), '[]') from (select ${COUNTRY_SELECT} from international.supported_countries c) x) as countries,
         (select coalesce(json_agg(row_to_json(x)), '[]') from (select p.country_code, ${PARTNER_SELECT} from international.nbfc_partners p) x) as partners,
         (select coalesce(json_object_agg(currency, usd_rate::text), '{}') from international.exchange_rates) as rates,
         (select coalesce(json_agg(json_build_object('name', name, 'key', normalized_name) order by id), '[]') from international.sanctions_list) as sanctions`;

interface Copy {
  version: string;
  countries: Map<string, Country>;
  partners: Map<string, { countryCode: string; partner: NbfcPartner }>;
  usdRates: Map<string, string>;
  sanctions: SanctionsScreen;
}

/**
 * Countries, NBFC partners, exchange rates and the sanctions list, kept in this process's memory
 * with the version they were read at (docs/decisions/international-terms-in-memory.md). The copy
 * is never trusted alone: the opening statement refuses a transfer decided on a version that is no
 * longer the stored one, and a refusal that rests on the copy is checked against the stored
 * version before it is answered; either way the transfer is decided again on a fresh copy.
 */
@Injectable()
export class RememberedReferenceData implements ReferenceData {
  private copy: Promise<Copy> | null = null;

  constructor(private readonly em: EntityManager) {}

  async terms(q: Parameters<ReferenceData['terms']>[0], fresh: boolean): Promise<TransferTerms> {
    const copy = await this.current(fresh);
    const partner = q.partnerCode ? copy.partners.get(q.partnerCode) : undefined;
    return {
      version: copy.version,
      country: copy.countries.get(q.countryCode) ?? null,
      partner: partner && partner.countryCode === q.countryCode ? partner.partner : null,
      usdRates: Object.fromEntries(q.currencies.flatMap((c) => (copy.usdRates.has(c) ? [[c, copy.usdRates.get(c)!]] : []))),
      sanctionsMatch: copy.sanctions.match(q.recipientScreeningKey),
    };
  }

  async isCurrent(version: string): Promise<boolean> {
    const [row] = await sql<{ version: string }>(this.em, `select version::text as version from international.international_terms_version`);
    return row?.version === version;
  }

  /** The copy, read once and shared by concurrent callers; read again when `fresh` (a failed read is not kept). */
  private current(fresh: boolean): Promise<Copy> {
    if (fresh || !this.copy) {
      const reading = this.read();
      this.copy = reading;
      reading.catch(() => { if (this.copy === reading) this.copy = null; });
    }
    return this.copy;
  }

  private async read(): Promise<Copy> {
    const [row] = await sql<{
      version: string; countries: CountryRow[]; partners: (PartnerRow & { country_code: string })[]; rates: Record<string, string>;
      sanctions: { name: string; key: string }[];
    }>(this.em, LOAD);
    return {
      version: row.version,
      countries: new Map(row.countries.map((r) => [r.country_code, toCountry(r)])),
      partners: new Map(row.partners.map((r) => [r.code, { countryCode: r.country_code, partner: toPartner(r) }])),
      usdRates: new Map(Object.entries(row.rates)),
      sanctions: new SanctionsScreen(row.sanctions),
    };
  }
}
