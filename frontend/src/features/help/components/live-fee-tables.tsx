import { Alert, Skeleton } from 'antd';
import type { SupportedCountryDto } from '@bank/contracts/international';
import { INTERNATIONAL, SUPPORT_TYPE_LABELS, SUPPORT_TYPES } from '@bank/contracts/international';
import { compareAmounts, formatMoney } from '../../../shared/money';
import { useCountries } from '../api/get-countries';
import type { HelpLiveTable } from './help-articles';

/** '2.80' → '2.8', '3.00' → '3': a percentage as people say it, without going through a float. */
function trimmed(value: string): string {
  return value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** '2.5%' or '0.5–1.25%'; '24 h' or '24–48 h': the unit once, so a cell stays on one line. */
function range(low: string, high: string, unit: string): string {
  return `${low === high ? low : `${low}–${high}`}${unit}`;
}

const percent = (value: string) => `${trimmed(value)}%`;

function byAmount(values: string[]): string[] {
  return [...values].sort(compareAmounts);
}

/** The fees and delivery times of each route, from the countries the bank serves today. */
function InternationalRoutes({ countries }: { countries: SupportedCountryDto[] }) {
  const rows = SUPPORT_TYPES.map((type) => {
    const served = countries.filter((country) => country.supportType === type);
    if (served.length === 0) return null;
    // India's fee is its partner's: count the partners' fees for the NBFC route.
    const fees = byAmount(type === 'nbfc' ? served.flatMap((c) => c.nbfcPartners.map((p) => p.feePercentage)) : served.map((c) => c.transferFeePercentage));
    const times = byAmount(served.flatMap((c) => (type === 'nbfc' && c.nbfcPartners.length ? c.nbfcPartners.flatMap((p) => [String(p.minHours), String(p.maxHours)]) : [String(c.processingTimeHours)])));
    return { type, countries: served.length, fee: range(trimmed(fees[0]), trimmed(fees.at(-1)!), '%'), time: range(times[0], times.at(-1)!, ' h') };
  }).filter((row) => row !== null);

  return (
    <table className="help-table">
      <caption>Fees and delivery times by route, today</caption>
      <thead>
        <tr>
          <th scope="col">Route</th>
          <th scope="col">Countries</th>
          <th scope="col">Fee</th>
          <th scope="col">Delivery</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type}>
            <th scope="row">{SUPPORT_TYPE_LABELS[row.type]}</th>
            <td>{row.countries}</td>
            <td>{row.fee}</td>
            <td>{row.time}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** India's partners with their fee, delivery window and limit per transfer. */
function NbfcPartners({ countries }: { countries: SupportedCountryDto[] }) {
  const partners = countries.find((country) => country.countryCode === INTERNATIONAL.NBFC_COUNTRY)?.nbfcPartners.filter((p) => p.isActive) ?? [];
  if (partners.length === 0) return <Alert type="info" showIcon title="Transfers to India are not available at the moment." />;
  return (
    <table className="help-table">
      <caption>NBFC partners for India</caption>
      <thead>
        <tr>
          <th scope="col">Partner</th>
          <th scope="col">Fee</th>
          <th scope="col">Delivery</th>
          <th scope="col">Per transfer</th>
        </tr>
      </thead>
      <tbody>
        {partners.map((partner) => (
          <tr key={partner.code}>
            <th scope="row">
              {partner.name} <span className="help-table__code">{partner.code}</span>
            </th>
            <td>{percent(partner.feePercentage)}</td>
            <td>{range(String(partner.minHours), String(partner.maxHours), ' h')}</td>
            <td>{formatMoney(partner.perTransactionLimit, INTERNATIONAL.PARTNER_LIMITS_CURRENCY)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table of today's figures inside an answer; fetched only when the answer is open. */
export function LiveFeeTable({ table }: { table: HelpLiveTable }) {
  const countries = useCountries(true);
  if (countries.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (countries.error) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Today's fees could not be loaded."
        description="The International Transfer form shows the fee and the delivery time of each country before you confirm."
      />
    );
  }
  return table === 'nbfc-partners' ? <NbfcPartners countries={countries.data} /> : <InternationalRoutes countries={countries.data} />;
}
