import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { StatementPeriod } from '@bank/contracts/accounts';
import { notify } from '../../../shared/notify';
import { type StatementFormat, useDownloadStatement } from '../api/download-statement';
import { STATEMENT_PERIODS } from './statement-period';

interface DownloadOptionsProps {
  accountId: string | null;
  period: StatementPeriod;
}

/**
 * CSV and PDF of one account's statement for the chosen period. The specification's monthly,
 * quarterly and annual options are the period filter; a custom range is Transaction History.
 */
export function DownloadOptions({ accountId, period }: DownloadOptionsProps) {
  const download = useDownloadStatement();
  const periodInfo = STATEMENT_PERIODS.find((item) => item.value === period)!;
  const pending = download.isPending ? download.variables?.format : undefined;

  const start = (format: StatementFormat) => {
    if (!accountId) return;
    download.mutate(
      { accountId, period, format },
      { onSuccess: (fileName) => notify.success({ title: 'Statement Downloaded', description: fileName, key: 'statement-download' }) },
    );
  };

  return (
    <section aria-labelledby="download-options-heading" className="download-options">
      <h2 id="download-options-heading" className="statements-page__section-title">
        Download options
      </h2>
      <p className="download-options__text">
        {accountId
          ? `${periodInfo.option} statement: ${periodInfo.label.toLowerCase()}.`
          : 'Choose one account to download its statement.'}{' '}
        Change the period above for a monthly, quarterly or annual statement. For a custom range, filter by dates in{' '}
        <Link to="/transactions" className="inline-link">
          Transaction History
        </Link>.
      </p>
      <div className="download-options__buttons">
        <Button icon={<DownloadOutlined />} disabled={!accountId || download.isPending} loading={pending === 'csv'} onClick={() => start('csv')}>
          Download CSV
        </Button>
        <Button icon={<FilePdfOutlined />} disabled={!accountId || download.isPending} loading={pending === 'pdf'} onClick={() => start('pdf')}>
          Download PDF
        </Button>
      </div>
    </section>
  );
}
