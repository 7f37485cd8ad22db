import { Form, Input, Select } from 'antd';
import { HOLDER_TITLES, ID_TYPE_LABELS, ID_TYPES } from '@bank/contracts/account-opening';

/**
 * One holder's details (SPEC 3). The primary holder's and the joint holder's are the same fields;
 * no rules here, since the wizard checks everything at once on Submit (SPEC 4: Next does not validate).
 */
export function HolderFields({ holder }: { holder: 'primaryHolder' | 'jointHolder' }) {
  const optional = holder === 'jointHolder';
  const label = (text: string) => <>{text}<span className="opening-required" aria-hidden> *</span></>;
  return (
    <div className="opening-grid">
      <Form.Item label={label('Title')} name={[holder, 'title']} className="opening-grid__narrow">
        <Select allowClear placeholder="Select" options={HOLDER_TITLES.map((t) => ({ value: t, label: t }))} />
      </Form.Item>
      <Form.Item label={label('First name')} name={[holder, 'firstName']}>
        <Input autoComplete={optional ? 'off' : 'given-name'} />
      </Form.Item>
      <Form.Item label="Middle name" name={[holder, 'middleName']}>
        <Input autoComplete={optional ? 'off' : 'additional-name'} />
      </Form.Item>
      <Form.Item label={label('Last name')} name={[holder, 'lastName']}>
        <Input autoComplete={optional ? 'off' : 'family-name'} />
      </Form.Item>
      <Form.Item label={label('Date of birth')} name={[holder, 'dateOfBirth']}>
        <Input type="date" autoComplete={optional ? 'off' : 'bday'} />
      </Form.Item>
      <Form.Item label={label('Nationality')} name={[holder, 'nationality']}>
        <Input />
      </Form.Item>
      <Form.Item label={label('ID type')} name={[holder, 'idType']}>
        <Select allowClear placeholder="Select" options={ID_TYPES.map((t) => ({ value: t, label: ID_TYPE_LABELS[t] }))} />
      </Form.Item>
      <Form.Item label={label('ID number')} name={[holder, 'idNumber']}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={label('Phone number')} name={[holder, 'phoneNumber']}>
        <Input type="tel" autoComplete={optional ? 'off' : 'tel'} />
      </Form.Item>
      <Form.Item label={label('Email')} name={[holder, 'email']}>
        <Input type="email" autoComplete={optional ? 'off' : 'email'} />
      </Form.Item>
      <Form.Item label={label('Occupation')} name={[holder, 'occupation']}>
        <Input autoComplete={optional ? 'off' : 'organization-title'} />
      </Form.Item>
      <Form.Item label={label('Employer')} name={[holder, 'employer']}>
        <Input autoComplete={optional ? 'off' : 'organization'} />
      </Form.Item>
      <Form.Item label={label('Monthly income')} name={[holder, 'monthlyIncome']}>
        <Input inputMode="decimal" />
      </Form.Item>
    </div>
  );
}
