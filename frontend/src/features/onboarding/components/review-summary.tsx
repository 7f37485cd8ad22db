import { Button, Descriptions, Typography } from 'antd';
import { formatAmount, formatMoney } from '../../../shared/money';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { ACCOUNT_PURPOSE_LABELS, DOCUMENT_FIELDS, normalizeDeposit, DOCUMENT_LABELS, ID_TYPE_LABELS, TRANSACTION_VOLUME_LABELS, type HolderDetails } from '@bank/contracts/account-opening';
import type { WizardValues } from './wizard-values';

const dash = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

const holderItems = (holder: Partial<HolderDetails> | undefined) => [
  { key: 'name', label: 'Name', children: dash([holder?.title, holder?.firstName, holder?.middleName, holder?.lastName].filter(Boolean).join(' ')) },
  { key: 'dob', label: 'Date of birth', children: dash(holder?.dateOfBirth) },
  { key: 'nationality', label: 'Nationality', children: dash(holder?.nationality) },
  { key: 'id', label: 'ID', children: dash(holder?.idNumber && `${holder.idType ? ID_TYPE_LABELS[holder.idType] : ''} ${holder.idNumber}`.trim()) },
  { key: 'phone', label: 'Phone', children: dash(holder?.phoneNumber) },
  { key: 'email', label: 'Email', children: dash(holder?.email) },
  { key: 'work', label: 'Occupation', children: dash([holder?.occupation, holder?.employer].filter(Boolean).join(', ')) },
  { key: 'income', label: 'Monthly income', children: dash(holder?.monthlyIncome && formatAmount(holder?.monthlyIncome)) },
];

function Section({ title, step, onEdit, items }: { title: string; step: number; onEdit: (step: number) => void; items: { key: string; label: string; children: string }[] }) {
  const mobile = useIsMobile();
  return (
    <Descriptions
      size="small" bordered column={mobile ? 1 : 2} className="opening-review__section"
      styles={{ label: { width: mobile ? 104 : 150 } }}
      title={<Typography.Text strong>{title}</Typography.Text>}
      extra={<Button type="link" size="small" onClick={() => onEdit(step)} aria-label={`Edit ${title}`}>Edit</Button>}
      items={items}
    />
  );
}

/** Step 5: the whole application as it will be sent, each part with a way back to its step. */
export function ReviewSummary({ values, onEdit }: { values: WizardValues; onEdit: (step: number) => void }) {
  const joint = values.accountType === 'joint';
  const prefs = values.bankingPreferences ?? {};
  const docs = values.documents ?? {};
  const documentNames = DOCUMENT_FIELDS.filter((f) => docs[f] && (joint || !f.startsWith('joint'))).map((f) => DOCUMENT_LABELS[f]);
  const address = values.address ?? {};
  const deposit = normalizeDeposit(prefs.initialDeposit);
  return (
    <div className="opening-review">
      <Section title="Account type" step={0} onEdit={onEdit}
        items={[{ key: 'type', label: 'Account', children: joint ? 'Joint account' : 'Individual account' }]} />
      <Section title="Primary holder" step={1} onEdit={onEdit} items={holderItems(values.primaryHolder)} />
      {joint && <Section title="Joint holder" step={1} onEdit={onEdit} items={holderItems(values.jointHolder)} />}
      <Section title="Address and preferences" step={2} onEdit={onEdit} items={[
        { key: 'address', label: 'Address', children: dash([address.street, address.city, address.state, address.zipCode, address.country].filter(Boolean).join(', ')) },
        { key: 'purpose', label: 'Purpose', children: dash(prefs.accountPurpose && ACCOUNT_PURPOSE_LABELS[prefs.accountPurpose]) },
        { key: 'deposit', label: 'Initial deposit', children: deposit ? formatMoney(deposit, prefs.currency) : dash(prefs.initialDeposit) },
        { key: 'currency', label: 'Currency', children: dash(prefs.currency) },
        { key: 'volume', label: 'Monthly volume', children: dash(prefs.monthlyTransactionVolume && TRANSACTION_VOLUME_LABELS[prefs.monthlyTransactionVolume]) },
      ]} />
      <Section title="Documents" step={3} onEdit={onEdit}
        items={[{ key: 'documents', label: 'Uploaded', children: documentNames.length ? documentNames.join(', ') : 'None yet' }]} />
    </div>
  );
}
