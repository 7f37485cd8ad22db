import { Select } from 'antd';
import type { SupportedCountryDto } from '@bank/contracts/international';
import { rateToMicros, SUPPORT_TYPE_LABELS, SUPPORT_TYPES } from '@bank/contracts/international';
import { formatHours, formatPercent } from './international-draft';

interface CountrySelectProps {
  countries: readonly SupportedCountryDto[];
  /** Set by Form.Item: the value, its change and the id its label points at. */
  id?: string;
  value?: string;
  onChange?: (countryCode: string) => void;
}

/** The route's fee and time, as each option and the chosen country show them. */
export function countryTerms(country: SupportedCountryDto): string {
  const partners = country.nbfcPartners;
  if (partners.length === 0) return `fee ${formatPercent(country.transferFeePercentage)} · ${formatHours(country.processingTimeHours)}`;
  // Percentages compared as decimals, not floats.
  const byFee = [...partners].sort((a, b) => (rateToMicros(a.feePercentage) < rateToMicros(b.feePercentage) ? -1 : 1));
  const fees = `${formatPercent(byFee[0].feePercentage)}–${formatPercent(byFee[byFee.length - 1].feePercentage)}`;
  const hours = formatHours(Math.min(...partners.map((p) => p.minHours)), Math.max(...partners.map((p) => p.maxHours)));
  return `fee ${fees} by partner · ${hours}`;
}

/**
 * The destination country, grouped by how the bank delivers (SPEC 2.17), each with its fee and
 * processing time. Searchable by name or ISO code.
 */
export function CountrySelect({ countries, id, value, onChange }: CountrySelectProps) {
  const groups = SUPPORT_TYPES.map((type) => ({
    label: SUPPORT_TYPE_LABELS[type],
    title: SUPPORT_TYPE_LABELS[type],
    options: countries
      .filter((country) => country.supportType === type)
      .sort((a, b) => a.countryName.localeCompare(b.countryName))
      .map((country) => ({
        value: country.countryCode,
        label: country.countryName,
        search: `${country.countryName} ${country.countryCode}`,
        terms: countryTerms(country),
      })),
  })).filter((group) => group.options.length > 0);

  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      placeholder="Search or choose a country"
      options={groups}
      showSearch={{ optionFilterProp: 'search' }}
      listHeight={320}
      optionRender={(option) => (
        <span className="intl-option">
          <span>{option.label}</span>
          <span className="intl-option__terms">{'terms' in option.data ? String(option.data.terms) : ''}</span>
        </span>
      )}
    />
  );
}
