import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Currency, StatementLineDto } from '@bank/contracts/accounts';
import { formatStatementDateTime } from '../../../shared/dates';
import { formatMoney, formatSignedMoney, isNegativeAmount } from '../../../shared/money';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';

interface StatementLinesProps {
  lines: StatementLineDto[];
  currency: Currency;
}

/** The statement's postings with their running balance; dates as 'MMM dd, yyyy HH:mm' (SPEC 9). */
export function StatementLines({ lines, currency }: StatementLinesProps) {
  const isMobile = useIsMobile();

  const amount = (line: StatementLineDto) => {
    const direction = isNegativeAmount(line.amount) ? 'out' : 'in';
    return <span className={`txn-amount txn-amount--${direction}`}>{formatSignedMoney(line.amount, currency, direction)}</span>;
  };

  const desktop: TableColumnsType<StatementLineDto> = [
    { key: 'date', title: 'Date', dataIndex: 'date', render: (date: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatStatementDateTime(date)}</span>, width: 190 },
    {
      key: 'description', title: 'Description',
      render: (_, line) => (
        <>
          <div>{line.description}</div>
          {line.transactionCode && <div className="statement-lines__meta">{line.transactionCode}</div>}
        </>
      ),
    },
    { key: 'amount', title: 'Amount', align: 'right', render: (_, line) => amount(line), width: 150 },
    {
      key: 'balance', title: 'Balance', align: 'right', width: 150,
      render: (_, line) => <span className="statement-lines__balance">{formatMoney(line.runningBalance, currency)}</span>,
    },
  ];

  // Two columns fit a phone: what and when on the left, amount and balance on the right.
  const mobile: TableColumnsType<StatementLineDto> = [
    {
      key: 'details', title: 'Details',
      render: (_, line) => (
        <>
          <div className="statement-lines__description">{line.description}</div>
          <div className="statement-lines__meta">{formatStatementDateTime(line.date)}</div>
          {line.transactionCode && <div className="statement-lines__meta">{line.transactionCode}</div>}
        </>
      ),
    },
    {
      key: 'amount', title: 'Amount', align: 'right',
      render: (_, line) => (
        <>
          <div>{amount(line)}</div>
          <div className="statement-lines__meta">{formatMoney(line.runningBalance, currency)}</div>
        </>
      ),
    },
  ];

  return (
    <Table<StatementLineDto>
      className="statement-lines"
      size="small"
      columns={isMobile ? mobile : desktop}
      dataSource={lines}
      rowKey={(line, index) => `${line.transactionCode ?? 'line'}-${line.date}-${index}`}
      pagination={lines.length > 25 ? { pageSize: 25, showSizeChanger: false, size: 'small' } : false}
      locale={{ emptyText: 'No transactions in this period' }}
    />
  );
}
