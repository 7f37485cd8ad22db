import { useEffect } from 'react';
import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import type { AccountDto } from '@bank/contracts/accounts';
import type { ExchangeRateDto, InternationalCurrency, NbfcPartnerCode, SupportedCountryDto } from '@bank/contracts/international';
import {
  checkAmountLimits, INTERNATIONAL, INTERNATIONAL_CURRENCIES, InternationalMessages, isValidBic, isValidIban, isValidIfsc, normalizeCode,
} from '@bank/contracts/international';
import { PaymentMessages } from '@bank/contracts/payments';
import { StepUpPurpose } from '@bank/contracts/security';
import { compareAmounts, normalizeAmount, typedAmount, typedAmountProblem } from '../../../shared/money';
import { AuthorizationDialog } from '../../../shared/step-up/authorization-dialog';
import { SecuritySetupNotice } from '../../../shared/step-up/security-setup-notice';
import { useRestoredTransferDraft } from '../../../shared/step-up/transfer-security';
import { useAuthorizedSubmit } from '../../../shared/step-up/use-authorized-submit';
import { limitProblem, useTransferLimits, type LimitsPayee } from '../../../shared/transfer-limits';
import { LimitsLeft } from '../../../shared/ui/limits-left';
import { SourceAccountSelect } from '../../../shared/ui/source-account-select';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useCreateInternationalTransfer } from '../api/create-international-transfer';
import { ConfirmInternationalDialog } from './confirm-international-dialog';
import { CountrySelect } from './country-select';
import { InternationalReceipt } from './international-receipt';
import { liveQuote, ratesByCurrency, type InternationalDraft } from './international-draft';
import { PartnerPicker } from './partner-picker';
import { TransferSummary } from './transfer-summary';

interface FormValues {
  fromAccountId?: string;
  recipientCountryCode?: string;
  nbfcPartner?: NbfcPartnerCode;
  recipientName?: string;
  recipientAddress?: string;
  recipientBankName?: string;
  recipientBankCode?: string;
  recipientAccountNumber?: string;
  recipientIfscCode?: string;
  /** InputNumber in string mode: the typed decimal, never a float. */
  transferAmount?: string | null;
  transferCurrency?: InternationalCurrency;
  purpose?: string;
}

const { MIN_LENGTHS, MAX_LENGTHS } = INTERNATIONAL;

/** The amount is checked against the account, the currency, the country's and the partner's limits. */
const AMOUNT_DEPENDS_ON = ['fromAccountId', 'transferCurrency', 'recipientCountryCode', 'nbfcPartner'];

/** A trimmed-length rule with SPEC 5's message, and the column's maximum. */
function lengthRules(min: number, max: number, message: string) {
  return [
    { required: true, whitespace: true, message },
    {
      validator: (_: unknown, value: string | undefined) => {
        const length = (value ?? '').trim().length;
        return length === 0 || length >= min ? Promise.resolve() : Promise.reject(new Error(message));
      },
    },
    { max, message: InternationalMessages.TOO_LONG },
  ];
}

/** The recipient the per-payee limit counts, once its country and account number are complete; else null. */
function limitsPayee(values: FormValues, countries: readonly SupportedCountryDto[]): LimitsPayee | null {
  const country = countries.find((candidate) => candidate.countryCode === values.recipientCountryCode);
  const number = values.recipientAccountNumber?.trim() ?? '';
  if (!country || number.length < MIN_LENGTHS.recipientAccountNumber) return null;
  if (country.iban && !isValidIban(number, country.iban)) return null;
  const isIndia = country.countryCode === INTERNATIONAL.NBFC_COUNTRY;
  return {
    recipientCountryCode: country.countryCode,
    recipientAccountNumber: country.iban ? normalizeCode(number) : number,
    recipientIfscCode: isIndia ? normalizeCode(values.recipientIfscCode ?? '') : '',
    recipientBankCode: normalizeCode(values.recipientBankCode ?? ''),
  };
}

interface InternationalTransferFormProps {
  accounts: readonly AccountDto[];
  countries: readonly SupportedCountryDto[];
  rates: readonly ExchangeRateDto[] | undefined;
}

/**
 * The international transfer form (SPEC 2.17, rules of SPEC 5): a valid submit opens the
 * confirmation, then the authorization dialog (purpose international-transfer); its token is
 * posted with exactly the authorized body, and the transfer's receipt replaces the form.
 */
export function InternationalTransferForm({ accounts, countries, rates }: InternationalTransferFormProps) {
  const [form] = Form.useForm<FormValues>();
  // Back from Security Setup: what was typed before leaving.
  const restored = useRestoredTransferDraft<FormValues>();
  const values = Form.useWatch([], form) ?? {};
  const createTransfer = useCreateInternationalTransfer();
  const { stage, draft, review, confirmed, backToEditing, authorized, authorizationFailed, busy } =
    useAuthorizedSubmit<InternationalDraft>(form, createTransfer);

  const usdRates = ratesByCurrency(rates);

  // What is left of the customer's limits for this recipient, said before any signing (issue 28
  // item 2): asked once the recipient's country and account number are complete, after a pause.
  const recipient = useDebouncedValue(limitsPayee(values, countries), 500);
  const limits = useTransferLimits(values.fromAccountId, recipient).data;
  useEffect(() => {
    // The limits arrive after the amount was typed: check it against them.
    if (limits && form.getFieldValue('transferAmount')) void form.validateFields(['transferAmount']).catch(() => undefined);
  }, [form, limits]);

  /** Everything the summary and the amount's checks derive from a set of form values. */
  const assess = (current: FormValues) => {
    const account = accounts.find((candidate) => candidate.id === current.fromAccountId);
    const country = countries.find((candidate) => candidate.countryCode === current.recipientCountryCode);
    const isIndia = country?.countryCode === INTERNATIONAL.NBFC_COUNTRY;
    const partner = isIndia ? country.nbfcPartners.find((candidate) => candidate.code === current.nbfcPartner) : undefined;
    const typed = typedAmount(current.transferAmount);
    const amount = typedAmountProblem(typed) === null ? normalizeAmount(typed) : null;
    // India's fee and window are the partner's: no quote until one is chosen.
    const partnerMissing = Boolean(country && country.nbfcPartners.length > 0 && !partner);
    const live = partnerMissing
      ? null
      : liveQuote({ account, country, partner, transferAmount: amount, transferCurrency: current.transferCurrency, usdRates });
    const countryProblem = live && country ? checkAmountLimits(live.quote, country, partner) : null;
    const customerLimitProblem = live ? limitProblem(live.quote.totalAmountUsd, limits) : null;
    const fundsProblem =
      live && account && compareAmounts(live.quote.debitAmount, account.availableToSpend) > 0
        ? account.accountType === 'credit' ? PaymentMessages.CREDIT_LIMIT : InternationalMessages.INSUFFICIENT_FUNDS
        : null;
    // Everything is there but a rate is not stored: the server would refuse it too.
    const rateProblem = account && country && amount && current.transferCurrency && !partnerMissing && !live ? InternationalMessages.NO_RATE : null;
    return { account, country, isIndia, partner, partnerMissing, live, problem: countryProblem ?? customerLimitProblem ?? fundsProblem ?? rateProblem };
  };
  const { account, country, isIndia, partner, partnerMissing, live, problem } = assess(values);

  const submit = (submitted: FormValues) => {
    const optional = (text: string | undefined) => {
      const code = normalizeCode(text ?? '');
      return code === '' ? undefined : code;
    };
    review({
      fromAccountId: submitted.fromAccountId!,
      recipientName: submitted.recipientName!.trim(),
      recipientAddress: submitted.recipientAddress!.trim(),
      recipientBankName: submitted.recipientBankName!.trim(),
      recipientBankCode: optional(submitted.recipientBankCode),
      // An IBAN is sent as the server stores it; a local number as typed.
      recipientAccountNumber: country?.iban ? normalizeCode(submitted.recipientAccountNumber!) : submitted.recipientAccountNumber!.trim(),
      recipientIfscCode: isIndia ? optional(submitted.recipientIfscCode) : undefined,
      recipientCountryCode: submitted.recipientCountryCode!,
      transferAmount: normalizeAmount(typedAmount(submitted.transferAmount))!,
      transferCurrency: submitted.transferCurrency!,
      purpose: submitted.purpose!.trim(),
      nbfcPartner: isIndia ? submitted.nbfcPartner : undefined,
    });
  };

  const validateAmount = (_: unknown, value: string | number | null | undefined) => {
    const text = typedAmount(value);
    const problem = typedAmountProblem(text);
    if (problem) return Promise.reject(new Error(problem === 'too-many-decimals' ? InternationalMessages.AMOUNT_DECIMALS : InternationalMessages.TRANSFER_AMOUNT));
    if (text.replace(/\..*$/, '').replace(/^-?0+/, '').length > 13) return Promise.reject(new Error(InternationalMessages.AMOUNT_TOO_LARGE));
    // Read the form as it is now: a validator may run before this render has caught up.
    const found = assess({ ...form.getFieldsValue(true), transferAmount: text }).problem;
    return found ? Promise.reject(new Error(found)) : Promise.resolve();
  };

  const validateAccountNumber = (_: unknown, value: string | undefined) => {
    const number = (value ?? '').trim();
    const current = assess(form.getFieldsValue(true)).country;
    if (number.length < MIN_LENGTHS.recipientAccountNumber) return Promise.reject(new Error(InternationalMessages.ACCOUNT_NUMBER));
    if (current?.iban && !isValidIban(number, current.iban)) return Promise.reject(new Error(InternationalMessages.IBAN_INVALID));
    return Promise.resolve();
  };

  const optionalCode = (check: (code: string) => boolean, message: string) => (_: unknown, value: string | undefined) =>
    !value?.trim() || check(value) ? Promise.resolve() : Promise.reject(new Error(message));

  // Booked: the receipt takes the form's place until the customer asks for another transfer.
  const sent = createTransfer.data?.transfer;
  if (sent) {
    return (
      <Card className="intl-receipt">
        <InternationalReceipt transfer={sent} countries={countries} onAnother={() => createTransfer.reset()} />
      </Card>
    );
  }

  return (
    <>
      <SecuritySetupNotice draft={() => form.getFieldsValue()} />
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        initialValues={{ transferCurrency: 'USD', ...restored }}
        scrollToFirstError={{ block: 'center' }}
        onValuesChange={(changed: FormValues) => {
          // A partner and an IFSC belong to India only.
          if ('recipientCountryCode' in changed) form.setFieldsValue({ nbfcPartner: undefined, recipientIfscCode: undefined });
        }}
        className="intl-form"
      >
        <div className="intl-form__layout">
          <Card className="intl-form__fields" title={<h2 className="intl-card-title">Transfer Details</h2>}>
            <section aria-labelledby="intl-from-heading" data-tour="international-from-account">
              <h3 id="intl-from-heading" className="intl-section-title">Pay from</h3>
              <Form.Item label="From Account" name="fromAccountId" rules={[{ required: true, message: InternationalMessages.FROM_ACCOUNT_REQUIRED }]}>
                <SourceAccountSelect accounts={accounts} showCurrency classNames={{ popup: { root: 'intl-account-popup' } }} />
              </Form.Item>
            </section>

            <section aria-labelledby="intl-destination-heading" data-tour="international-country">
              <h3 id="intl-destination-heading" className="intl-section-title">Destination</h3>
              <Form.Item
                label="Destination Country"
                name="recipientCountryCode"
                rules={[{ required: true, message: InternationalMessages.COUNTRY_CODE }]}
                extra="Countries are grouped by how we deliver, each with its fee and time."
              >
                <CountrySelect countries={countries} />
              </Form.Item>
              {isIndia && country && (
                <Form.Item label="NBFC Partner" name="nbfcPartner" rules={[{ required: true, message: InternationalMessages.PARTNER_REQUIRED }]}>
                  <PartnerPicker partners={country.nbfcPartners} />
                </Form.Item>
              )}
            </section>

            <section aria-labelledby="intl-recipient-heading">
              {/* The tutorial's target: who is paid (the whole section is taller than a phone's screen). */}
              <div data-tour="international-recipient">
                <h3 id="intl-recipient-heading" className="intl-section-title">Recipient</h3>
                <Form.Item label="Recipient Name" name="recipientName" rules={lengthRules(MIN_LENGTHS.recipientName, MAX_LENGTHS.recipientName, InternationalMessages.RECIPIENT_NAME)}>
                  <Input autoComplete="off" maxLength={MAX_LENGTHS.recipientName} placeholder="Full name as the bank holds it" />
                </Form.Item>
                <Form.Item
                  label="Recipient Address"
                  name="recipientAddress"
                  rules={lengthRules(MIN_LENGTHS.recipientAddress, MAX_LENGTHS.recipientAddress, InternationalMessages.RECIPIENT_ADDRESS)}
                >
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={MAX_LENGTHS.recipientAddress} placeholder="Street, city, postal code" />
                </Form.Item>
              </div>
              <div className="intl-form__pair">
                <Form.Item label="Bank Name" name="recipientBankName" rules={lengthRules(MIN_LENGTHS.recipientBankName, MAX_LENGTHS.recipientBankName, InternationalMessages.BANK_NAME)}>
                  <Input autoComplete="off" maxLength={MAX_LENGTHS.recipientBankName} />
                </Form.Item>
                <Form.Item
                  label="SWIFT/BIC Code"
                  name="recipientBankCode"
                  rules={[{ validator: optionalCode(isValidBic, InternationalMessages.BIC_INVALID) }]}
                  normalize={(value: string) => value.toUpperCase()}
                >
                  <Input autoComplete="off" maxLength={14} placeholder="e.g. DEUTDEFF" />
                </Form.Item>
              </div>
              <Form.Item
                label={country?.iban ? 'IBAN' : 'Account Number'}
                name="recipientAccountNumber"
                required
                dependencies={['recipientCountryCode']}
                rules={[{ validator: validateAccountNumber }, { max: MAX_LENGTHS.recipientAccountNumber + 8, message: InternationalMessages.TOO_LONG }]}
                extra={country?.iban ? `${country.countryName} uses IBANs: ${country.iban.length} characters starting with ${country.iban.prefix}.` : undefined}
                validateDebounce={300}
              >
                <Input autoComplete="off" maxLength={MAX_LENGTHS.recipientAccountNumber + 8} />
              </Form.Item>
              {isIndia && (
                <Form.Item
                  label="IFSC Code"
                  name="recipientIfscCode"
                  rules={[{ validator: optionalCode(isValidIfsc, InternationalMessages.IFSC_INVALID) }]}
                  normalize={(value: string) => value.toUpperCase()}
                  extra="The branch code of the recipient's bank in India (optional)."
                >
                  <Input autoComplete="off" maxLength={13} placeholder="e.g. HDFC0001234" />
                </Form.Item>
              )}
            </section>

            <section aria-labelledby="intl-amount-heading" data-tour="international-amount">
              <h3 id="intl-amount-heading" className="intl-section-title">Amount and purpose</h3>
              <div className="intl-form__pair intl-form__pair--amount">
                <Form.Item label="Amount" name="transferAmount" required rules={[{ validator: validateAmount }]} dependencies={AMOUNT_DEPENDS_ON}
                  extra={limits && <LimitsLeft limits={limits} />}>
                  <InputNumber<string> stringMode step="0.01" min="0" placeholder="0.00" inputMode="decimal" style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item label="Currency" name="transferCurrency" rules={[{ required: true, message: InternationalMessages.CURRENCY }]}>
                  <Select options={INTERNATIONAL_CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
                </Form.Item>
              </div>
              <Form.Item label="Purpose of Transfer" name="purpose" rules={lengthRules(MIN_LENGTHS.purpose, MAX_LENGTHS.purpose, InternationalMessages.PURPOSE)}>
                <Input autoComplete="off" maxLength={MAX_LENGTHS.purpose} placeholder="e.g. Family support, tuition fees" />
              </Form.Item>
            </section>
          </Card>

          <Card className="intl-form__summary" title={<h2 className="intl-card-title">Summary</h2>} data-tour="international-summary">
            <TransferSummary live={live} account={account} country={country} partner={partner} problem={problem} partnerMissing={partnerMissing} />
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={createTransfer.isPending}
              disabled={busy && !createTransfer.isPending}
              data-tour="international-submit"
            >
              {createTransfer.isPending ? 'Processing' : 'Review Transfer'}
            </Button>
          </Card>
        </div>
      </Form>

      <ConfirmInternationalDialog
        open={stage === 'confirming'}
        draft={draft}
        live={live}
        account={account}
        country={country}
        partner={partner}
        onConfirm={confirmed}
        onCancel={backToEditing}
      />
      <AuthorizationDialog
        open={stage === 'authorizing'}
        purpose={StepUpPurpose.INTERNATIONAL_TRANSFER}
        payload={draft ? withoutUndefined(draft) : null}
        onAuthorized={authorized}
        onFailed={authorizationFailed}
        onCancel={backToEditing}
      />
    </>
  );
}

/** The payload as JSON will carry it: the step-up binds to exactly the body that is posted. */
function withoutUndefined(draft: InternationalDraft): Record<string, unknown> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
}
