import { Button, Card, Col, Row, Skeleton, Statistic, Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../../shared/money';
import { PageHeader } from '../../../shared/ui/page-header';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAdminStats } from '../api/admin-api';
import { AccountsTab } from '../components/accounts-tab';
import { ApplicationsTab } from '../components/applications-tab';
import { AuditTab } from '../components/audit-tab';
import { CardsTab } from '../components/cards-tab';
import { CreateAccountForm, CreateUserForm } from '../components/create-forms';
import { PaymentsTab } from '../components/payments-tab';
import { SecurityTab } from '../components/security-tab';
import { SessionsTab } from '../components/sessions-tab';
import { UsersTab } from '../components/users-tab';
import './admin-page.css';

/** SPEC 2.19: the back office. Lazy-loaded, so customers never download it; the server checks the role. */
export function AdminPage() {
  useDocumentTitle('Admin Panel');
  const navigate = useNavigate();
  const stats = useAdminStats();
  const cards = [
    { title: 'Total Users', value: stats.data?.totalUsers.toLocaleString('en-US') },
    { title: 'Active Accounts', value: stats.data?.totalAccounts.toLocaleString('en-US') },
    { title: 'Total Balance', value: stats.data && formatMoney(stats.data.totalBalance, 'USD') },
    { title: "Today's Transactions", value: stats.data?.todayTransactions.toLocaleString('en-US') },
  ];
  return (
    <>
      <PageHeader title="Admin Panel" description={<ToneTag tone="warning">Administrator Access</ToneTag>}
        extra={<Button onClick={() => navigate('/dashboard')}>Back to Dashboard</Button>} />
      {/* One card a row on a phone: a bank's total balance does not fit half of 375 px. */}
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }} className="admin-stats">
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={12} lg={6}>
            <Card>{stats.isPending ? <Skeleton active paragraph={false} /> : <Statistic title={card.title} value={card.value ?? '—'} />}</Card>
          </Col>
        ))}
      </Row>
      <Tabs
        className="admin-tabs"
        destroyOnHidden
        items={[
          { key: 'users', label: 'Users', children: <UsersTab /> },
          { key: 'accounts', label: 'Accounts', children: <AccountsTab /> },
          { key: 'cards', label: 'Cards', children: <CardsTab /> },
          { key: 'applications', label: 'Applications', children: <ApplicationsTab /> },
          { key: 'payments', label: 'Payments', children: <PaymentsTab /> },
          { key: 'security', label: 'Security', children: <SecurityTab /> },
          { key: 'sessions', label: 'Sessions', children: <SessionsTab /> },
          { key: 'create-user', label: 'Create User', children: <CreateUserForm /> },
          { key: 'create-account', label: 'Create Account', children: <CreateAccountForm /> },
          { key: 'audit', label: 'Audit', children: <AuditTab /> },
        ]}
      />
    </>
  );
}
