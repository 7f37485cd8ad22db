import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../../shared/money';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount } from '../../../shared/counts';

/**
 * The administrator's dashboard in place of an Account Summary they have nothing in: the bank's
 * figures for today (the admin panel's stat cards) and the way into the panel.
 */
export function BankToday() {
  const navigate = useNavigate();
  const stats = useAdminStats(true);
  const figures = stats.data && [
    { label: "Today's Transactions", value: formatCount(stats.data.todayTransactions) },
    { label: 'Total Users', value: formatCount(stats.data.totalUsers) },
    { label: 'Active Accounts', value: formatCount(stats.data.totalAccounts) },
    { label: 'Total Balance', value: formatMoney(stats.data.totalBalance, 'USD') },
  ];

  return (
    <Card title={<h2 className="dashboard__card-title">The Bank Today</h2>} className="dashboard__card" data-testid="bank-today">
      {stats.error ? (
        <Alert type="error" showIcon title="Today's figures could not be loaded." description={stats.error.message} />
      ) : !figures ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <dl className="bank-today">
          {figures.map(({ label, value }) => (
            <div key={label} className="bank-today__figure">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button
        type="primary"
        href="/admin"
        icon={<ArrowRightOutlined aria-hidden />}
        iconPlacement="end"
        className="bank-today__link"
        onClick={(event) => {
          event.preventDefault();
          navigate('/admin');
        }}
      >
        Open Admin Panel
      </Button>
    </Card>
  );
}
