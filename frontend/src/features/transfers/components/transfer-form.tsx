import { Button, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import type { AccountDto } from '@bank/contracts/accounts';
import { PaymentMessages } from '@bank/contracts/payments';
import { StepUpPurpose } from '@bank/contracts/security';
import { formatMoney, normalizeAmount, typedAmount } from '../../../shared/money';
import { AuthorizationDialog } from '../../../shared/step-up/authorization-dialog';
import { SecuritySetupNotice } from '../../../shared/step-up/security-setup-notice';
import { useRestoredTransferDraft } from '../../../shared/step-up/transfer-security';
import { useAuthorizedSubmit } from '../../../shared/step-up/use-authorized-submit';
import { LimitsLeft } from '../../../shared/ui/limits-left';
import { SourceAccountSelect } from '../../../shared/ui/source-account-select';
import { useExchangeRates } from '../../../shared/exchange-rates';
import { limitProblem, useTransferLimits } from '../../../shared/transfer-limits';
import { useCreateTransfer } from '../api/create-transfer';
import { ConfirmTransferDialog } from './confirm-transfer-dialog';
import { DestinationPreview, usePayee } from './destination-preview';
import { DomesticReceipt } from './domestic-receipt';
import type { TransferDraft } from './transfer-draft';
import { amountProblem, destinationProblem, toUsd } from './transfer-rules';

interface TransferFormValues {
  fromAccountId?: string;
  toAccountNumber?: string;
  /** InputNumber in string mode: the typed decimal, never a float. */
  amount?: string | null;
  description?: string;
}

const DESCRIPTION_MAX = 200;

/**
 * The Fund Transfer form (SPEC 2.10, rules of SPEC 5). A valid submit opens the confirm
 * dialog, then the authorization dialog; its token is posted with the transfer, and the
 * transfer's receipt replaces the form.
 */
export function TransferForm({ accounts }: { accounts: readonly AccountDto[] }) {
  const [form] = Form.useForm<TransferFormValues>();
  // Back from Security Setup: what was typed before leaving.
  const restored = useRestoredTransferDraft<TransferFormValues>();
  const fromAccountId = Form.useWatch('fromAccountId', form);
  const toAccountNumber = Form.useWatch('toAccountNumber', form) ?? '';
  const createTransfer = useCreateTransfer();
  const { stage, draft, review, confirmed, backToEditing, authorized, authorizationFailed, busy } = useAuthorizedSubmit<TransferDraft>(form, createTransfer);

  const fromAccount = accounts.find((account) => account.id === fromAccountId);
  const payee = usePayee(toAccountNumber.trim(), fromAccount, accounts);
  const payeeCurrency = payee.state === 'found' ? payee.info.currency : null;
  // What is left of the limits for this payee, said on the form before any signing (issue 28 item 2).
  const limits = useTransferLimits(fromAccountId, payee.state === 'found' ? { toAccountNumber: payee.info.accountNumber } : null).data;
  const rates = useExchangeRates({ enabled: !!fromAccount && fromAccount.currency !== 'USD' }).data;
  const usdRate = fromAccount?.currency === 'USD' ? '1' : rates?.find((r) => r.currency === fromAccount?.currency)?.usdRate;

  // The payee's currency arrives after the number was checked, and the source may change after
  // it: check the number again so a currency the transfer cannot take stops it before confirming.
  useEffect(() => {
    if (payeeCurrency && form.getFieldValue('toAccountNumber')) void form.validateFields(['toAccountNumber']).catch(() => undefined);
  }, [form, payeeCurrency, fromAccount?.currency]);
  // The limits arrive after the payee was found: check an amount already typed against them.
  useEffect(() => {
    if (limits && form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [form, limits, usdRate]);

  const submit = (values: TransferFormValues) =>
    review({
      fromAccountId: values.fromAccountId!,
      toAccountNumber: values.toAccountNumber!.trim(),
      amount: normalizeAmount(typedAmount(values.amount))!,
      description: values.description!.trim(),
    });

  const settle = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());
  const validateDestination = (_: unknown, value: string | undefined) => settle(destinationProblem(value, fromAccount, payee));
  const validateAmount = (_: unknown, value: string | number | null | undefined) => {
    const problem = amountProblem(value, fromAccount);
    const amount = normalizeAmount(typedAmount(value));
    return settle(problem ?? (amount && usdRate ? limitProblem(toUsd(amount, usdRate), limits) : null));
  };

  // Booked: the receipt takes the form's place until the customer asks for another transfer.
  const sent = createTransfer.data?.transaction;
  if (sent) return <DomesticReceipt transaction={sent} accounts={accounts} onAnother={() => createTransfer.reset()} />;

  return (
    <>
      <SecuritySetupNotice draft={() => form.getFieldsValue()} />
      <Form
        form={form}
        initialValues={restored}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={(changed: TransferFormValues) => {
          // Limits depend on the source: re-check a typed amount and destination against the new one.
          if ('fromAccountId' in changed) {
            if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
            if (form.getFieldValue('toAccountNumber')) void form.validateFields(['toAccountNumber']).catch(() => undefined);
          }
        }}
      >
        <div data-tour="transfer-from-account">
          {/* The list shows what each account can spend; the chosen one shows it under Amount. */}
          <Form.Item label="From Account" name="fromAccountId" rules={[{ required: true, message: PaymentMessages.FROM_ACCOUNT_REQUIRED }]}>
            <SourceAccountSelect accounts={accounts} />
          </Form.Item>
        </div>

        <div data-tour="transfer-to-account">
          <Form.Item
            label="To Account Number"
            name="toAccountNumber"
            extra={fromAccountId ? 'Eight digits starting with 80.' : 'Choose the account to pay from first.'}
            rules={[{ validator: validateDestination }]}
            validateDebounce={300}
          >
            <Input
              maxLength={8}
              inputMode="numeric"
              autoComplete="off"
              placeholder="80xxxxxx"
              disabled={!fromAccountId}
            />
          </Form.Item>
          <DestinationPreview payee={payee} fromAccount={fromAccount} />
        </div>

        <div data-tour="transfer-amount">
          <Form.Item
            label={`Amount${fromAccount ? ` (${fromAccount.currency})` : ''}`}
            name="amount"
            rules={[{ validator: validateAmount }]}
            extra={fromAccount && (
              <>
                Available: {formatMoney(fromAccount.availableToSpend, fromAccount.currency)}
                {limits && <>{' '}· <LimitsLeft limits={limits} /></>}
              </>
            )}
          >
            <InputNumber<string> stringMode step="0.01" placeholder="0.00" inputMode="decimal" style={{ width: '100%' }} />
          </Form.Item>
        </div>

        <div data-tour="transfer-description">
          <Form.Item
            label="Description"
            name="description"
            rules={[
              { required: true, whitespace: true, message: PaymentMessages.DESCRIPTION_REQUIRED },
              { max: DESCRIPTION_MAX, message: `Description must be at most ${DESCRIPTION_MAX} characters` },
            ]}
          >
            <Input placeholder="What is this transfer for?" maxLength={DESCRIPTION_MAX} autoComplete="off" />
          </Form.Item>
        </div>

        <Button type="primary" htmlType="submit" size="large" block loading={createTransfer.isPending} disabled={busy && !createTransfer.isPending} data-tour="transfer-submit">
          {createTransfer.isPending ? 'Processing' : 'Transfer Money'}
        </Button>
      </Form>

      <ConfirmTransferDialog
        open={stage === 'confirming'}
        draft={draft}
        fromAccount={fromAccount}
        ownAccounts={accounts}
        onConfirm={confirmed}
        onCancel={backToEditing}
      />
      <AuthorizationDialog
        open={stage === 'authorizing'}
        purpose={StepUpPurpose.DOMESTIC_TRANSFER}
        payload={draft ? { ...draft } : null}
        onAuthorized={authorized}
        onFailed={authorizationFailed}
        onCancel={backToEditing}
      />
    </>
  );
}
