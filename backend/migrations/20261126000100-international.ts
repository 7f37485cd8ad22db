import { Migration } from '@mikro-orm/migrations';
import { screeningKey } from '../src/modules/international/domain/sanctions.js';

/**
 * International transfers (international context, SPEC 3 and 9; DESIGN 3–4): the countries the
 * bank sends to and how, India's NBFC partners, the date of each stored exchange rate, the
 * transfers themselves, and the sanctions list recipients are screened against. The reference
 * data is seeded here so production has it too; rates change by the admin route or the
 * `load-fx-rates` job, the sanctions list by `load-sanctions`.
 *
 * A transfer's money moves as a payments transaction (channel 'international'): its debit is held
 * in clearing when it is created, and completed/credited moves it on to the external account.
 */

type SupportType = 'direct' | 'proxy' | 'offshore' | 'nbfc';
interface Country {
  code: string; name: string; type: SupportType; category: string; fee: string; min: string; max: string | null; hours: number;
  documents: string[]; proxy?: string; iban?: [prefix: string, length: number];
}

const ID = 'Government-issued photo ID';
const ADDRESS = 'Proof of address';
const FUNDS = 'Source of funds declaration';
const INVOICE = 'Invoice or contract for business payments';

/** 51 real countries over the four support types; IBAN formats from the SWIFT IBAN registry. */
const COUNTRIES: Country[] = [
  // Direct: correspondent banking, the recipient's bank is reached directly.
  { code: 'GBR', name: 'United Kingdom', type: 'direct', category: 'Premium', fee: '0.50', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['GB', 22] },
  { code: 'DEU', name: 'Germany', type: 'direct', category: 'Express', fee: '0.75', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['DE', 22] },
  { code: 'FRA', name: 'France', type: 'direct', category: 'Express', fee: '0.75', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['FR', 27] },
  { code: 'ESP', name: 'Spain', type: 'direct', category: 'Economy', fee: '0.90', min: '10.00', max: '50000.00', hours: 36, documents: [ID], iban: ['ES', 24] },
  { code: 'ITA', name: 'Italy', type: 'direct', category: 'Economy', fee: '0.90', min: '10.00', max: '50000.00', hours: 36, documents: [ID], iban: ['IT', 27] },
  { code: 'NLD', name: 'Netherlands', type: 'direct', category: 'Express', fee: '0.75', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['NL', 18] },
  { code: 'BEL', name: 'Belgium', type: 'direct', category: 'Business', fee: '0.80', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['BE', 16] },
  { code: 'IRL', name: 'Ireland', type: 'direct', category: 'Digital', fee: '0.70', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['IE', 22] },
  { code: 'AUT', name: 'Austria', type: 'direct', category: 'Secure', fee: '0.80', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['AT', 20] },
  { code: 'PRT', name: 'Portugal', type: 'direct', category: 'Economy', fee: '0.90', min: '10.00', max: '50000.00', hours: 36, documents: [ID], iban: ['PT', 25] },
  { code: 'GRC', name: 'Greece', type: 'direct', category: 'Economy', fee: '1.00', min: '10.00', max: '50000.00', hours: 48, documents: [ID], iban: ['GR', 27] },
  { code: 'POL', name: 'Poland', type: 'direct', category: 'Economy', fee: '1.00', min: '10.00', max: '50000.00', hours: 48, documents: [ID], iban: ['PL', 28] },
  { code: 'DNK', name: 'Denmark', type: 'direct', category: 'Secure', fee: '0.80', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['DK', 18] },
  { code: 'NOR', name: 'Norway', type: 'direct', category: 'Secure', fee: '0.80', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['NO', 15] },
  { code: 'FIN', name: 'Finland', type: 'direct', category: 'Digital', fee: '0.80', min: '10.00', max: '50000.00', hours: 24, documents: [ID], iban: ['FI', 18] },
  { code: 'ISR', name: 'Israel', type: 'direct', category: 'Business', fee: '1.25', min: '25.00', max: '50000.00', hours: 48, documents: [ID, FUNDS], iban: ['IL', 23] },
  { code: 'ARE', name: 'United Arab Emirates', type: 'direct', category: 'Premium', fee: '1.00', min: '25.00', max: '100000.00', hours: 24, documents: [ID, FUNDS], iban: ['AE', 23] },
  { code: 'SAU', name: 'Saudi Arabia', type: 'direct', category: 'Business', fee: '1.25', min: '25.00', max: '100000.00', hours: 48, documents: [ID, FUNDS], iban: ['SA', 24] },
  { code: 'CAN', name: 'Canada', type: 'direct', category: 'Express', fee: '0.60', min: '10.00', max: '50000.00', hours: 24, documents: [ID] },
  { code: 'JPN', name: 'Japan', type: 'direct', category: 'Premium', fee: '1.00', min: '10.00', max: '50000.00', hours: 48, documents: [ID] },
  { code: 'KOR', name: 'South Korea', type: 'direct', category: 'Business', fee: '1.20', min: '10.00', max: '50000.00', hours: 48, documents: [ID] },
  { code: 'NZL', name: 'New Zealand', type: 'direct', category: 'Economy', fee: '1.00', min: '10.00', max: '50000.00', hours: 48, documents: [ID] },
  // Offshore: through an offshore banking centre; the offshore step adds about 2-4 hours.
  { code: 'CHE', name: 'Switzerland', type: 'offshore', category: 'Premium', fee: '1.75', min: '100.00', max: '250000.00', hours: 48, documents: [ID, ADDRESS], iban: ['CH', 21] },
  { code: 'LUX', name: 'Luxembourg', type: 'offshore', category: 'Premium', fee: '1.75', min: '100.00', max: '250000.00', hours: 48, documents: [ID, ADDRESS], iban: ['LU', 20] },
  { code: 'LIE', name: 'Liechtenstein', type: 'offshore', category: 'Secure', fee: '2.00', min: '100.00', max: '250000.00', hours: 48, documents: [ID, ADDRESS, FUNDS], iban: ['LI', 21] },
  { code: 'MCO', name: 'Monaco', type: 'offshore', category: 'Premium', fee: '2.00', min: '100.00', max: '250000.00', hours: 48, documents: [ID, ADDRESS, FUNDS], iban: ['MC', 27] },
  { code: 'CYP', name: 'Cyprus', type: 'offshore', category: 'Business', fee: '2.25', min: '100.00', max: '150000.00', hours: 72, documents: [ID, ADDRESS, FUNDS], iban: ['CY', 28] },
  { code: 'MLT', name: 'Malta', type: 'offshore', category: 'Business', fee: '2.25', min: '100.00', max: '150000.00', hours: 72, documents: [ID, ADDRESS, FUNDS], iban: ['MT', 31] },
  { code: 'GIB', name: 'Gibraltar', type: 'offshore', category: 'Secure', fee: '2.25', min: '100.00', max: '150000.00', hours: 72, documents: [ID, ADDRESS, FUNDS], iban: ['GI', 23] },
  { code: 'MUS', name: 'Mauritius', type: 'offshore', category: 'Business', fee: '2.50', min: '100.00', max: '150000.00', hours: 72, documents: [ID, ADDRESS, FUNDS], iban: ['MU', 30] },
  { code: 'SYC', name: 'Seychelles', type: 'offshore', category: 'Secure', fee: '2.75', min: '100.00', max: '100000.00', hours: 72, documents: [ID, ADDRESS, FUNDS], iban: ['SC', 31] },
  { code: 'VGB', name: 'British Virgin Islands', type: 'offshore', category: 'Secure', fee: '2.75', min: '100.00', max: '100000.00', hours: 72, documents: [ID, ADDRESS, FUNDS, INVOICE], iban: ['VG', 24] },
  { code: 'CYM', name: 'Cayman Islands', type: 'offshore', category: 'Premium', fee: '2.50', min: '250.00', max: '250000.00', hours: 72, documents: [ID, ADDRESS, FUNDS] },
  { code: 'BMU', name: 'Bermuda', type: 'offshore', category: 'Premium', fee: '2.50', min: '250.00', max: '250000.00', hours: 72, documents: [ID, ADDRESS, FUNDS] },
  { code: 'BHS', name: 'Bahamas', type: 'offshore', category: 'Secure', fee: '2.75', min: '250.00', max: '150000.00', hours: 72, documents: [ID, ADDRESS, FUNDS] },
  { code: 'JEY', name: 'Jersey', type: 'offshore', category: 'Business', fee: '2.00', min: '100.00', max: '250000.00', hours: 48, documents: [ID, ADDRESS, FUNDS] },
  { code: 'IMN', name: 'Isle of Man', type: 'offshore', category: 'Business', fee: '2.00', min: '100.00', max: '250000.00', hours: 48, documents: [ID, ADDRESS, FUNDS] },
  { code: 'PAN', name: 'Panama', type: 'offshore', category: 'Economy', fee: '3.00', min: '250.00', max: '100000.00', hours: 96, documents: [ID, ADDRESS, FUNDS, INVOICE] },
  // Proxy: the country's instant payment network, the recipient found by a phone, id or alias.
  { code: 'BRA', name: 'Brazil', type: 'proxy', category: 'Ultra-Fast', fee: '1.25', min: '5.00', max: '25000.00', hours: 2, documents: [ID], proxy: 'PIX' },
  { code: 'SGP', name: 'Singapore', type: 'proxy', category: 'Ultra-Fast', fee: '0.90', min: '5.00', max: '25000.00', hours: 1, documents: [ID], proxy: 'PayNow' },
  { code: 'THA', name: 'Thailand', type: 'proxy', category: 'Digital', fee: '1.10', min: '5.00', max: '25000.00', hours: 2, documents: [ID], proxy: 'PromptPay' },
  { code: 'AUS', name: 'Australia', type: 'proxy', category: 'Neo-Banking', fee: '0.85', min: '5.00', max: '50000.00', hours: 1, documents: [ID], proxy: 'PayID (NPP)' },
  { code: 'MYS', name: 'Malaysia', type: 'proxy', category: 'Digital', fee: '1.10', min: '5.00', max: '25000.00', hours: 2, documents: [ID], proxy: 'DuitNow' },
  { code: 'MEX', name: 'Mexico', type: 'proxy', category: 'Express', fee: '1.20', min: '5.00', max: '25000.00', hours: 2, documents: [ID], proxy: 'SPEI' },
  { code: 'PHL', name: 'Philippines', type: 'proxy', category: 'Economy', fee: '1.30', min: '5.00', max: '10000.00', hours: 4, documents: [ID], proxy: 'InstaPay' },
  { code: 'IDN', name: 'Indonesia', type: 'proxy', category: 'Economy', fee: '1.30', min: '5.00', max: '10000.00', hours: 4, documents: [ID], proxy: 'BI-FAST' },
  { code: 'HKG', name: 'Hong Kong', type: 'proxy', category: 'Ultra-Fast', fee: '0.90', min: '5.00', max: '50000.00', hours: 1, documents: [ID], proxy: 'FPS' },
  { code: 'KEN', name: 'Kenya', type: 'proxy', category: 'Neo-Banking', fee: '1.50', min: '5.00', max: '5000.00', hours: 2, documents: [ID], proxy: 'M-Pesa' },
  { code: 'NGA', name: 'Nigeria', type: 'proxy', category: 'Neo-Banking', fee: '1.50', min: '5.00', max: '5000.00', hours: 4, documents: [ID, FUNDS], proxy: 'NIP' },
  { code: 'SWE', name: 'Sweden', type: 'proxy', category: 'Neo-Banking', fee: '0.80', min: '5.00', max: '25000.00', hours: 1, documents: [ID], proxy: 'Swish', iban: ['SE', 24] },
  // NBFC: India, through the partner the customer chooses (its fee and window replace the country's).
  { code: 'IND', name: 'India', type: 'nbfc', category: 'Express', fee: '2.50', min: '1.00', max: '25000.00', hours: 24, documents: [ID, 'Purpose of remittance (RBI purpose code)'] },
];

/** SPEC 9's eight partners: fee, delivery window, per-transaction limit in INR. */
const NBFC_PARTNERS: { code: string; name: string; fee: string; minHours: number; maxHours: number; limit: string }[] = [
  { code: 'ILFS', name: 'IL&FS Financial Services', fee: '2.80', minHours: 6, maxHours: 12, limit: '50000.00' },
  { code: 'RRI', name: 'RRI Remittances', fee: '2.50', minHours: 12, maxHours: 24, limit: '25000.00' },
  { code: 'SPNBFC', name: 'SP NBFC Finance', fee: '3.20', minHours: 4, maxHours: 8, limit: '100000.00' },
  { code: 'BFE', name: 'BFE Foreign Exchange', fee: '2.60', minHours: 8, maxHours: 16, limit: '200000.00' },
  { code: 'DPS', name: 'DPS Payment Services', fee: '3.50', minHours: 2, maxHours: 6, limit: '75000.00' },
  { code: 'MFS', name: 'MFS Money Transfer', fee: '2.30', minHours: 10, maxHours: 18, limit: '150000.00' },
  { code: 'QTR', name: 'QTR Quick Transfer', fee: '4.00', minHours: 1, maxHours: 4, limit: '30000.00' },
  { code: 'NBD', name: 'NBD Remit', fee: '2.70', minHours: 6, maxHours: 14, limit: '80000.00' },
];

/** Clearly fictional names, so screening can be shown and tested; a real list is loaded with `load-sanctions`. */
const SANCTIONED = ['Ivan Fictitious Villainov', 'Acme Sanctioned Trading Ltd', 'Boris Badenov', 'Natasha Fatale', 'Dr Placeholder Evilson', 'Spectre Shell Holdings'];

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: string[]) => `array[${values.map(text).join(', ')}]::text[]`;

export class Migration20261126000100International extends Migration {
  override up(): void {
    this.addSql(`create table supported_countries (
      id uuid primary key default gen_random_uuid(),
      country_code char(3) not null unique check (country_code ~ '^[A-Z]{3}$'),
      country_name varchar(100) not null,
      support_type varchar(16) not null check (support_type in ('offshore', 'proxy', 'nbfc', 'direct')),
      category varchar(16) not null check (category in ('Premium', 'Express', 'Economy', 'Business', 'Digital', 'Secure', 'Ultra-Fast', 'Neo-Banking')),
      is_active boolean not null default true,
      transfer_fee_percentage numeric(5,2) not null default 0.00 check (transfer_fee_percentage >= 0 and transfer_fee_percentage < 100),
      minimum_amount numeric(15,2) not null default 0.00 check (minimum_amount >= 0),
      maximum_amount numeric(15,2) check (maximum_amount > minimum_amount),
      processing_time_hours integer not null default 24 check (processing_time_hours > 0),
      required_documents text[] not null default '{}',
      proxy_network varchar(32) check ((proxy_network is not null) = (support_type = 'proxy')),
      nbfc_partner varchar(16),
      iban_prefix char(2),
      iban_length smallint check (iban_length between 15 and 34),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((iban_prefix is null) = (iban_length is null))
    )`);
    this.addSql(`create table nbfc_partners (
      code varchar(16) primary key,
      country_code char(3) not null references supported_countries (country_code),
      name varchar(100) not null,
      fee_percentage numeric(5,2) not null check (fee_percentage >= 0 and fee_percentage < 100),
      min_hours integer not null check (min_hours > 0),
      max_hours integer not null check (max_hours >= min_hours),
      per_transaction_limit numeric(15,2) not null check (per_transaction_limit > 0),
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    for (const c of COUNTRIES) {
      this.addSql(`insert into supported_countries (country_code, country_name, support_type, category, transfer_fee_percentage, minimum_amount,
          maximum_amount, processing_time_hours, required_documents, proxy_network, nbfc_partner, iban_prefix, iban_length)
        values (${text(c.code)}, ${text(c.name)}, ${text(c.type)}, ${text(c.category)}, ${c.fee}, ${c.min}, ${c.max ?? 'null'}, ${c.hours},
          ${textArray(c.documents)}, ${c.proxy ? text(c.proxy) : 'null'}, ${c.type === 'nbfc' ? text('RRI') : 'null'},
          ${c.iban ? text(c.iban[0]) : 'null'}, ${c.iban ? c.iban[1] : 'null'})`);
    }
    for (const p of NBFC_PARTNERS) {
      this.addSql(`insert into nbfc_partners (code, country_code, name, fee_percentage, min_hours, max_hours, per_transaction_limit)
        values (${text(p.code)}, 'IND', ${text(p.name)}, ${p.fee}, ${p.minHours}, ${p.maxHours}, ${p.limit})`);
    }
    this.addSql(`alter table supported_countries add constraint supported_countries_nbfc_partner_fk foreign key (nbfc_partner) references nbfc_partners (code)`);

    // Every rate is valid for a date; the seeded ones for the day they were set.
    this.addSql(`alter table exchange_rates add column rate_date date not null default current_date`);
    this.addSql(`update exchange_rates set rate_date = date '2026-11-20'`);

    // Which way a transfer's money goes when it settles: to a customer account of this bank, or out
    // of the bank through the external account (international).
    this.addSql(`alter table transactions add column channel varchar(16) not null default 'domestic' check (channel in ('domestic', 'international'))`);
    // The domestic settlement job never completes an international transfer: they settle on their own schedule.
    this.addSql(`drop index if exists transactions_due_idx`);
    this.addSql(`create index transactions_due_idx on transactions (created_at)
      where money_state = 'held' and status = 'processing' and not held_for_review and channel = 'domestic'`);

    this.addSql(`create table international_transfers (
      id uuid primary key,
      transaction_id uuid not null unique references transactions (id),
      user_id uuid not null references users (id),
      from_account_id uuid references accounts (id) on delete set null,
      from_account_number varchar(32) not null,
      recipient_name varchar(140) not null,
      recipient_address varchar(300) not null,
      recipient_bank_name varchar(140) not null,
      recipient_bank_code varchar(11),
      recipient_account_number varchar(34) not null,
      recipient_ifsc_code char(11),
      recipient_country_code char(3) not null references supported_countries (country_code),
      transfer_amount numeric(15,2) not null check (transfer_amount > 0),
      transfer_currency char(3) not null check (transfer_currency in ('USD', 'EUR', 'GBP', 'JPY', 'INR')),
      exchange_rate numeric(10,6) not null check (exchange_rate > 0),
      fee_percentage numeric(5,2) not null,
      fee_amount numeric(15,2) not null check (fee_amount >= 0),
      total_amount numeric(15,2) not null check (total_amount = transfer_amount + fee_amount),
      debit_amount numeric(15,2) not null check (debit_amount > 0),
      debit_currency char(3) not null,
      total_amount_usd numeric(15,2) not null,
      purpose varchar(300) not null,
      support_type varchar(16) not null check (support_type in ('offshore', 'proxy', 'nbfc', 'direct')),
      proxy_network varchar(32),
      nbfc_partner varchar(16) references nbfc_partners (code),
      status varchar(16) not null default 'processing'
        check (status in ('pending', 'processing', 'submitted', 'credited', 'completed', 'failed', 'cancelled')),
      reference_number varchar(24) not null unique,
      estimated_delivery timestamptz not null,
      documents_submitted boolean not null default false,
      compliance_checked boolean not null default false,
      sanctions_match text,
      credit_note text,
      admin_notes text,
      status_updated_by uuid,
      status_updated_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      -- A sanctions hit waiting for a person comes first in the back office's list.
      review_rank smallint generated always as (case when status = 'pending' and not compliance_checked then 1 else 0 end) stored
    )`);
    this.addSql(`create index international_transfers_user_keyset_idx on international_transfers (user_id, created_at desc, id desc)`);
    this.addSql(`create index international_transfers_admin_keyset_idx on international_transfers (review_rank desc, created_at desc, id desc)`);
    this.addSql(`create index international_transfers_status_keyset_idx on international_transfers (status, review_rank desc, created_at desc, id desc)`);
    this.addSql(`create index international_transfers_country_keyset_idx on international_transfers (recipient_country_code, review_rank desc, created_at desc, id desc)`);
    this.addSql(`create index international_transfers_due_idx on international_transfers (estimated_delivery) where status = 'submitted'`);

    // normalized_name: the name as screening compares it (screeningKey).
    this.addSql(`create table sanctions_list (
      id bigserial primary key,
      name text not null,
      normalized_name text not null unique,
      source varchar(64) not null,
      listed_at timestamptz not null default now()
    )`);
    // Screening asks for listed names whose words are all among the recipient's: served by this index.
    this.addSql(`create index sanctions_list_words_idx on sanctions_list using gin (string_to_array(normalized_name, ' '))`);
    for (const name of SANCTIONED) {
      this.addSql(`insert into sanctions_list (name, normalized_name, source) values (${text(name)}, ${text(screeningKey(name))}, 'seed: fictional test entries')`);
    }
  }
}
