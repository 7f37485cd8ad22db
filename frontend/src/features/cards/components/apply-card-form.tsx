import { Alert, Button, Form, Input, Radio, Select } from 'antd';
import type { AccountDto } from '@bank/contracts/accounts';
import { CARD_DELIVERY, CARD_MONTHLY_FEES_USD, CARD_TYPE_LABELS, CARD_TYPES, CardMessages as M, type CardApplicationRequest, type CardType } from '@bank/contracts/cards';
import { accountShortLabel } from '../../../shared/accounts';
import { useCurrentUser } from '../../../shared/current-user';
import { formatMoney } from '../../../shared/money';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { useApplyForCard } from '../api/apply-for-card';

interface ApplyCardFormProps {
  /** Checking and savings accounts without a live card or application. */
  accounts: AccountDto[];
  onDone?: () => void;
  onCancel?: () => void;
}

type Values = Required<CardApplicationRequest>;

const price = (type: CardType) => (CARD_MONTHLY_FEES_USD[type] === '0.00' ? 'Free' : `${formatMoney(CARD_MONTHLY_FEES_USD[type])}/month`);

/** The full application (SPEC 2.16, rules of SPEC 5): account, card type with its price, delivery address, PIN twice. */
export function ApplyCardForm({ accounts, onDone, onCancel }: ApplyCardFormProps) {
  const [form] = Form.useForm<Values>();
  const { user } = useCurrentUser();
  const apply = useApplyForCard('full');
  const submit = (values: Values) =>
    apply.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        onDone?.();
      },
      onError: (error) => showServerFieldErrors(form, error),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      initialValues={{ accountId: accounts[0]?.id, cardType: 'standard', deliveryAddress: user?.address ?? '' }}
      className="apply-card-form"
      data-tour="card-application"
    >
      {accounts.length === 0 && (
        <Alert
          type="info"
          showIcon
          className="apply-card-form__none"
          title="Each of your checking and savings accounts already has a card or an application in progress."
        />
      )}
      <Form.Item label="Account" name="accountId" rules={[{ required: true, message: M.ACCOUNT_REQUIRED }]}>
        <Select
          placeholder="Select an account"
          options={accounts.map((a) => ({ value: a.id, label: `${accountShortLabel(a)} · ${a.currency}` }))}
          notFoundContent="No checking or savings account without a card"
        />
      </Form.Item>
      <Form.Item label="Card type" name="cardType" rules={[{ required: true, message: M.CARD_TYPE }]}>
        <Radio.Group className="card-type-options">
          {CARD_TYPES.map((type) => (
            <Radio.Button key={type} value={type} className="card-type-option">
              <span className="card-type-option__name">{CARD_TYPE_LABELS[type]}</span>
              <span className="card-type-option__price">{price(type)}</span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label="Delivery address"
        name="deliveryAddress"
        extra={`Delivery takes ${CARD_DELIVERY}.`}
        rules={[{ required: true, min: 10, whitespace: true, message: M.DELIVERY_ADDRESS }]}
      >
        <Input.TextArea rows={2} autoComplete="street-address" />
      </Form.Item>
      <div className="apply-card-form__pins">
        <Form.Item label="PIN" name="pin" rules={[{ required: true, pattern: /^\d{4}$/, message: M.PIN_FORMAT }]}>
          <Input.Password inputMode="numeric" maxLength={4} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm PIN"
          name="confirmPin"
          dependencies={['pin']}
          rules={[
            { required: true, pattern: /^\d{4}$/, message: M.PINS_DONT_MATCH },
            ({ getFieldValue }) => ({ validator: (_, value) => (value === getFieldValue('pin') ? Promise.resolve() : Promise.reject(new Error(M.PINS_DONT_MATCH))) }),
          ]}
        >
          <Input.Password inputMode="numeric" maxLength={4} autoComplete="new-password" />
        </Form.Item>
      </div>
      <div className="apply-card-form__actions">
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="primary" htmlType="submit" loading={apply.isPending} disabled={accounts.length === 0}>
          Submit Application
        </Button>
      </div>
    </Form>
  );
}
