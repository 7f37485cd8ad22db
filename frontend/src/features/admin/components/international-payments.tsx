import { useState } from 'react';
import { Button, Input, Select, Space, Tag, Typography } from 'antd';
import type { TransactionStatus } from '@bank/contracts/accounts';
import type { AdminInternationalTransferDto } from '@bank/contracts/international';
import { nbfcPartnerName } from '@bank/contracts/international';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { TransactionStatusTag } from '../../../shared/ui/transaction-status-tag';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useInternationalCountries, useInternationalPayments, useSetInternationalPaymentStatus } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { ExchangeRatesCard } from './exchange-rates-card';
import { PaymentStatusDialog, paymentStatusOptions } from './payment-status-dialog';
import { useCursorPages } from './use-cursor-pages';

/** Held by the sanctions screening for a person to decide (the server lists these first). */
const isComplianceHit = (t: AdminInternationalTransferDto) => t.status === 'pending' && !t.complianceChecked;

/** SPEC 2.19 Payments → International Transfers: the stored rates, then the transfers (keyset-paged, searched, by status and country, compliance hits first). */
export function InternationalPayments() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TransactionStatus | undefined>();
  const [country, setCountry] = useState<string | undefined>();
  const pages = useCursorPages();
  const countries = useInternationalCountries();
  const { data, isFetching } = useInternationalPayments({ search, status, country, cursor: pages.cursor, limit: 20 });
  const [editing, setEditing] = useState<AdminInternationalTransferDto | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <ExchangeRatesCard />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search placeholder="Reference number or customer ID" allowClear enterButton="Search" aria-label="Search international transfers"
          style={{ width: 360, maxWidth: '100%' }} onSearch={(value) => { setSearch(value.trim()); pages.reset(); }} />
        <Select placeholder="Any status" allowClear aria-label="Filter by status" style={{ width: 160 }} options={paymentStatusOptions}
          onChange={(value: TransactionStatus | undefined) => { setStatus(value); pages.reset(); }} />
        <Select placeholder="Any country" allowClear aria-label="Filter by country" style={{ width: 220 }} loading={countries.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(countries.data ?? []).map((c) => ({ value: c.countryCode, label: `${c.countryName} (${c.countryCode})` }))}
          onChange={(value: string | undefined) => { setCountry(value); pages.reset(); }} />
      </Space>
      <CursorTable<AdminInternationalTransferDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="transfers" locale={{ emptyText: 'No international transfers' }}
        columns={[
          {
            title: 'Reference', key: 'reference', fixed: mobile ? 'left' : undefined, render: (t: AdminInternationalTransferDto) => (
              <Space direction="vertical" size={0}>
                {t.referenceNumber}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTimeWithZone(t.createdAt)}</Typography.Text>
                {isComplianceHit(t) && <Tag color="red">Compliance hit{t.sanctionsMatch ? `: ${t.sanctionsMatch}` : ''}</Tag>}
              </Space>
            ),
          },
          {
            title: 'Customer', key: 'customer', render: (t: AdminInternationalTransferDto) => (
              <Space direction="vertical" size={0}>
                {t.customerName}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t.customerId} · {t.fromAccountNumber}</Typography.Text>
              </Space>
            ),
          },
          {
            title: 'Recipient', key: 'recipient', render: (t: AdminInternationalTransferDto) => (
              <Space direction="vertical" size={0}>
                {t.recipientName}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t.recipientCountryName}{t.nbfcPartner ? ` · ${nbfcPartnerName(countries.data, t.nbfcPartner)}` : t.proxyNetwork ? ` · ${t.proxyNetwork}` : ''}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: 'Amount', key: 'amount', align: 'right', render: (t: AdminInternationalTransferDto) => (
              <Space direction="vertical" size={0} style={{ alignItems: 'flex-end' }}>
                {formatMoney(t.transferAmount, t.transferCurrency)}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  fee {formatMoney(t.feeAmount, t.transferCurrency)} · debited {formatMoney(t.debitAmount, t.debitCurrency)}
                </Typography.Text>
              </Space>
            ),
          },
          { title: 'Status', key: 'status', render: (t: AdminInternationalTransferDto) => <TransactionStatusTag status={t.status} audience="staff" /> },
          {
            title: '', key: 'edit', fixed: 'right', render: (t: AdminInternationalTransferDto) => (
              <Button size="small" onClick={() => setEditing(t)} aria-label={`Edit status of ${t.referenceNumber}`}>Edit Status</Button>
            ),
          },
        ]}
      />
      {editing && <InternationalStatusDialog transfer={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function InternationalStatusDialog({ transfer, onClose }: { transfer: AdminInternationalTransferDto; onClose: () => void }) {
  const save = useSetInternationalPaymentStatus({ inline: true });
  return (
    <PaymentStatusDialog name={transfer.referenceNumber} current={transfer} saving={save.isPending} onClose={onClose} failure={save.failure}
      onSave={(values, onFailed) => save.mutate({ id: transfer.id, ...values }, { onSuccess: onClose, onError: onFailed })} />
  );
}
