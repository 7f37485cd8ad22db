import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Progress, Radio, Select, Steps, Typography } from 'antd';
import type { FieldError } from '@bank/contracts/errors';
import {
  ACCOUNT_PURPOSE_LABELS, ACCOUNT_PURPOSES, DOCUMENT_FIELDS, DOCUMENT_LABELS, MINIMUM_INITIAL_DEPOSIT, OPENING_CURRENCIES, OPENING_STEPS as STEPS,
  REQUIRED_DOCUMENTS, REQUIRED_JOINT_DOCUMENTS, TRANSACTION_VOLUME_LABELS, TRANSACTION_VOLUMES,
  validateAccountOpeningApplication, type AccountOpeningRequest, type OpeningCurrency,
} from '@bank/contracts/account-opening';
import { ApiError } from '../../../shared/api-client';
import { bankToday } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useSubmitApplication } from '../api/submit-application';
import { DocumentField } from './document-field';
import { HolderFields } from './holder-fields';
import { ReviewSummary } from './review-summary';
import { firstStepWithError, toApplication, type WizardValues } from './wizard-values';

const ACCOUNT_TYPES = [
  { value: 'individual', title: 'Individual account', text: 'One holder: you.' },
  { value: 'joint', title: 'Joint account', text: 'You and a second holder, each with their own documents.' },
] as const;
const REQUIRED = new Set<string>([...REQUIRED_DOCUMENTS, ...REQUIRED_JOINT_DOCUMENTS]);
/** A label with the red mark every required field of the form has. */
const required = (text: string) => <>{text}<span className="opening-required" aria-hidden> *</span></>;

const INITIAL_VALUES: Partial<WizardValues> = {
  accountType: 'individual',
  bankingPreferences: { currency: 'USD' },
  agreements: { termsAndConditions: false, privacyPolicy: false, marketingConsent: false, kycConsent: false },
};

interface OpeningWizardProps {
  onSubmitted: (referenceNumber: string) => void;
}

/**
 * The account-opening form (SPEC 2.18, 4): every step stays mounted (only the current one is shown),
 * so the values and the errors of every step survive moving between them. Next never validates;
 * Submit checks the whole application with the contract's rules, shows every error and goes to the
 * first step that has one.
 */
export function OpeningWizard({ onSubmitted }: OpeningWizardProps) {
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(0);
  const [errorCount, setErrorCount] = useState(0);
  const mobile = useIsMobile();
  const top = useRef<HTMLDivElement>(null);
  const submit = useSubmitApplication();
  const accountType = Form.useWatch('accountType', form);
  const currency: OpeningCurrency = Form.useWatch(['bankingPreferences', 'currency'], form) ?? 'USD';
  const joint = accountType === 'joint';

  // Field paths come from the contract's dotted error fields, which antd's typed paths cannot know.
  const setErrors = (fields: { name: string[]; errors: string[] }[]) => form.setFields(fields as Parameters<typeof form.setFields>[0]);

  const go = (next: number) => {
    setStep(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const showErrors = (errors: FieldError[]) => {
    const byField = new Map<string, string[]>();
    for (const { field, message } of errors) byField.set(field, [...(byField.get(field) ?? []), message]);
    setErrors([...byField].map(([field, messages]) => ({ name: field.split('.'), errors: messages })));
    setErrorCount(byField.size);
    const first = firstStepWithError(errors);
    if (first !== null) go(first);
  };

  const onSubmit = () => {
    const application = toApplication(form.getFieldsValue(true) as WizardValues);
    const errors = validateAccountOpeningApplication(application, bankToday());
    if (errors.length > 0) {
      showErrors(errors);
      return;
    }
    setErrorCount(0);
    submit.mutate(application as unknown as AccountOpeningRequest, {
      onSuccess: ({ referenceNumber }) => {
        form.resetFields();
        setStep(0);
        onSubmitted(referenceNumber);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details.length > 0) showErrors(error.details);
      },
    });
  };

  return (
    <div ref={top} className="opening-wizard">
      <div className="opening-wizard__progress">
        <Typography.Text strong>
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </Typography.Text>
        <Progress percent={((step + 1) / STEPS.length) * 100} showInfo={false} strokeColor="#d4af37"
          aria-label={`Application progress: step ${step + 1} of ${STEPS.length}`} />
        {!mobile && <Steps current={step} size="small" items={STEPS.map((title) => ({ title }))} className="opening-wizard__steps" />}
      </div>

      {errorCount > 0 && (
        <Alert type="error" showIcon className="opening-wizard__errors" role="alert"
          title={`Please correct ${errorCount === 1 ? 'the highlighted field' : `the ${errorCount} highlighted fields`} before submitting.`} />
      )}

      <Form form={form} layout="vertical" requiredMark={false} initialValues={INITIAL_VALUES} scrollToFirstError={false}
        onValuesChange={(changed) => {
          // An edited field loses the error Submit gave it.
          const paths: string[][] = [];
          const walk = (value: unknown, path: string[]) => {
            if (value && typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
            else paths.push(path);
          };
          walk(changed, []);
          setErrors(paths.map((name) => ({ name, errors: [] })));
        }}>
        <section hidden={step !== 0} aria-label={STEPS[0]}>
          <Typography.Title level={3} className="opening-wizard__title">Choose your account type</Typography.Title>
          <Form.Item name="accountType">
            <Radio.Group className="opening-choice">
              {ACCOUNT_TYPES.map((t) => (
                <Radio key={t.value} value={t.value} className="opening-choice__item">
                  <span className="opening-choice__title">{t.title}</span>
                  <span className="opening-choice__text">{t.text}</span>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        </section>

        <section hidden={step !== 1} aria-label={STEPS[1]}>
          <Typography.Title level={3} className="opening-wizard__title">Your personal information</Typography.Title>
          <HolderFields holder="primaryHolder" />
          {joint && (
            <>
              <Typography.Title level={4} className="opening-wizard__subtitle">Joint holder</Typography.Title>
              <HolderFields holder="jointHolder" />
            </>
          )}
        </section>

        <section hidden={step !== 2} aria-label={STEPS[2]}>
          <Typography.Title level={3} className="opening-wizard__title">Address</Typography.Title>
          <div className="opening-grid">
            <Form.Item label={required('Street')} name={['address', 'street']} className="opening-grid__wide"><Input autoComplete="street-address" /></Form.Item>
            <Form.Item label={required('City')} name={['address', 'city']}><Input autoComplete="address-level2" /></Form.Item>
            <Form.Item label={required('State / region')} name={['address', 'state']}><Input autoComplete="address-level1" /></Form.Item>
            <Form.Item label={required('ZIP / postal code')} name={['address', 'zipCode']}><Input autoComplete="postal-code" /></Form.Item>
            <Form.Item label={required('Country')} name={['address', 'country']}><Input autoComplete="country-name" /></Form.Item>
          </div>
          <Typography.Title level={4} className="opening-wizard__subtitle">Banking preferences</Typography.Title>
          <div className="opening-grid">
            <Form.Item label={required('Account purpose')} name={['bankingPreferences', 'accountPurpose']}>
              <Select allowClear placeholder="Select" options={ACCOUNT_PURPOSES.map((p) => ({ value: p, label: ACCOUNT_PURPOSE_LABELS[p] }))} />
            </Form.Item>
            <Form.Item label={required('Currency')} name={['bankingPreferences', 'currency']}>
              <Select options={OPENING_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
            <Form.Item label={required('Initial deposit')} name={['bankingPreferences', 'initialDeposit']}
              extra={`Minimum ${formatMoney(MINIMUM_INITIAL_DEPOSIT[currency], currency)}`}>
              <Input inputMode="decimal" suffix={currency} />
            </Form.Item>
            <Form.Item label={required('Monthly transaction volume')} name={['bankingPreferences', 'monthlyTransactionVolume']}>
              <Select allowClear placeholder="Select" options={TRANSACTION_VOLUMES.map((v) => ({ value: v, label: TRANSACTION_VOLUME_LABELS[v] }))} />
            </Form.Item>
          </div>
        </section>

        <section hidden={step !== 3} aria-label={STEPS[3]}>
          <Typography.Title level={3} className="opening-wizard__title">Documents</Typography.Title>
          <Typography.Paragraph type="secondary">
            Clear scans or photos: PDF, JPEG or PNG. They are seen only by our account-opening team.
          </Typography.Paragraph>
          <div className="opening-grid">
            {DOCUMENT_FIELDS.filter((field) => joint || !field.startsWith('joint')).map((field) => (
              <Form.Item key={field} name={['documents', field]}
                label={<>{DOCUMENT_LABELS[field]}{REQUIRED.has(field) ? <span className="opening-required" aria-hidden> *</span> : ' (optional)'}</>}>
                <DocumentField label={DOCUMENT_LABELS[field]} />
              </Form.Item>
            ))}
          </div>
        </section>

        <section hidden={step !== 4} aria-label={STEPS[4]}>
          <Typography.Title level={3} className="opening-wizard__title">Review your application</Typography.Title>
          {step === 4 && <ReviewSummary values={form.getFieldsValue(true) as WizardValues} onEdit={go} />}
          <div className="opening-agreements">
            <Form.Item name={['agreements', 'termsAndConditions']} valuePropName="checked">
              <Checkbox>I accept the terms and conditions</Checkbox>
            </Form.Item>
            <Form.Item name={['agreements', 'privacyPolicy']} valuePropName="checked">
              <Checkbox>I accept the privacy policy</Checkbox>
            </Form.Item>
            <Form.Item name={['agreements', 'kycConsent']} valuePropName="checked">
              <Checkbox>I consent to identity (KYC) verification</Checkbox>
            </Form.Item>
            <Form.Item name={['agreements', 'marketingConsent']} valuePropName="checked">
              <Checkbox>Send me news and offers (optional)</Checkbox>
            </Form.Item>
          </div>
        </section>
      </Form>

      <div className="opening-wizard__nav">
        <Button onClick={() => go(step - 1)} disabled={step === 0 || submit.isPending}>Previous</Button>
        {step < STEPS.length - 1 ? (
          <Button type="primary" onClick={() => go(step + 1)}>Next</Button>
        ) : (
          <Button type="primary" onClick={onSubmit} loading={submit.isPending}>Submit Application</Button>
        )}
      </div>
    </div>
  );
}
