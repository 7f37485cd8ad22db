import { Radio } from 'antd';
import type { NbfcPartnerCode, NbfcPartnerDto } from '@bank/contracts/international';
import { formatMoney } from '../../../shared/money';
import { formatHours, formatPercent } from './international-draft';

interface PartnerPickerProps {
  partners: readonly NbfcPartnerDto[];
  id?: string;
  value?: NbfcPartnerCode;
  onChange?: (code: NbfcPartnerCode) => void;
}

/**
 * India's NBFC partners (SPEC 2.17, 9) as a radio group: each with its fee, delivery window and
 * the most one transfer may carry. The chosen partner's fee and window replace the country's.
 */
export function PartnerPicker({ partners, id, value, onChange }: PartnerPickerProps) {
  return (
    <Radio.Group id={id} value={value} onChange={(event) => onChange?.(event.target.value as NbfcPartnerCode)} className="intl-partners" aria-label="NBFC Partner">
      {partners.map((partner) => (
        <Radio key={partner.code} value={partner.code} disabled={!partner.isActive} className="intl-partner">
          <span className="intl-partner__name">{partner.name}</span>
          <span className="intl-partner__terms">
            Fee {formatPercent(partner.feePercentage)} · {formatHours(partner.minHours, partner.maxHours)}
          </span>
          <span className="intl-partner__terms">Up to {formatMoney(partner.perTransactionLimit, 'INR')} per transfer</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
