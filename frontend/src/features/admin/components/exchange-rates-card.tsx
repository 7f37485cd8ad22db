import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { AdminMessages } from '@bank/contracts/admin';
import { InternationalMessages, isValidRate, type ExchangeRateDto } from '@bank/contracts/international';
import { bankToday, dayText, dayValue, formatBankDay } from '../../../shared/dates';
import { useExchangeRates } from '../../../shared/exchange-rates';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useUpdateExchangeRate } from '../api/admin-api';
import { DialogError, useDialogError } from './dialog-error';

/** Read by screen readers, not shown: the column of Edit buttons needs no visible heading. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Typed either way; shown as the rate list shows it. */
const DATE_FORMATS = ['MMM D, YYYY', 'YYYY-MM-DD'];

/**
 * The stored rates (the ones customers' quotes and new transfers use), each editable with a
 * reason. USD is the unit of every rate, so it has nothing to edit (the server refuses it too).
 */
export function ExchangeRatesCard() {
  const { data, isPending } = useExchangeRates();
  const [editing, setEditing] = useState<ExchangeRateDto | null>(null);
  const mobile = useIsMobile();
  const columns: TableColumnsType<ExchangeRateDto> = [
    { title: 'Currency', dataIndex: 'currency', key: 'currency' },
    // A phone has no room for the date beside the rate and the Edit button: it goes under the rate.
    mobile
      ? {
        title: 'USD rate', key: 'usdRate', render: (r: ExchangeRateDto) => (
          <Space direction="vertical" size={0}>
            {r.usdRate}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>from {formatBankDay(r.rateDate)}</Typography.Text>
          </Space>
        ),
      }
      : { title: 'USD rate', dataIndex: 'usdRate', key: 'usdRate', align: 'right' },
    ...(mobile ? [] : [{ title: 'Applies from', key: 'rateDate', render: (r: ExchangeRateDto) => formatBankDay(r.rateDate) }]),
    {
      title: <span style={VISUALLY_HIDDEN}>Action</span>, key: 'edit', align: 'right', render: (r: ExchangeRateDto) => (r.currency === 'USD'
        ? <Typography.Text type="secondary">Base</Typography.Text>
        : <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit ${r.currency} rate`}>Edit</Button>),
    },
  ];
  return (
    // Ten short rows: as wide as they need, not the whole tab.
    <Card size="small" style={{ marginBottom: 16, maxWidth: 640 }}
      title={<Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>Exchange Rates</Typography.Title>}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        USD for one unit of each currency. New quotes and transfers use a change at once; booked transfers keep their rate.
      </Typography.Paragraph>
      <Table<ExchangeRateDto> rowKey="currency" dataSource={data} loading={isPending} pagination={false} size="small"
        scroll={{ x: 'max-content' }} columns={columns} />
      {editing && <ExchangeRateDialog rate={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

interface RateValues {
  usdRate: string;
  rateDate: Dayjs;
  reason: string;
}

/** The server's rules, checked first: a positive decimal string, at most 6 decimals (never a float); a reason. */
function ExchangeRateDialog({ rate, onClose }: { rate: ExchangeRateDto; onClose: () => void }) {
  const save = useUpdateExchangeRate({ inline: true });
  const [form] = Form.useForm<RateValues>();
  const failure = useDialogError(form);
  const today = dayValue(bankToday())!;
  return (
    <Modal open title={`Edit rate: ${rate.currency}`} onCancel={onClose} okText="Update Rate" confirmLoading={save.isPending} onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical" initialValues={{ usdRate: rate.usdRate, rateDate: today, reason: '' }}
        onFinish={(v) => {
          failure.clear();
          save.mutate(
            { currency: rate.currency, usdRate: v.usdRate.trim(), rateDate: dayText(v.rateDate), reason: v.reason.trim() },
            { onSuccess: onClose, onError: (error) => failure.show(error, save.failure) },
          );
        }}>
        <Form.Item name="usdRate" label={`USD for 1 ${rate.currency}`}
          extra={`Now ${rate.usdRate}, from ${formatBankDay(rate.rateDate)}`}
          rules={[{ validator: (_, value?: string) => (isValidRate(value ?? '')
            ? Promise.resolve() : Promise.reject(new Error(InternationalMessages.RATE_INVALID))) }]}>
          <Input inputMode="decimal" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="rateDate" label="Applies from" rules={[{ required: true, message: 'Please choose the date the rate applies from' }]}>
          <DatePicker format={DATE_FORMATS} allowClear={false} style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(today, 'day')} />
        </Form.Item>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, whitespace: true, message: AdminMessages.REASON_REQUIRED }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
