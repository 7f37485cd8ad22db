import { Button, Card, Col, Row, Skeleton, Statistic, Tabs, Typography } from 'antd';
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
import { MessagesTab } from '../components/messages-tab';
import { DepositsTab } from '../components/deposits-tab';
import { PaymentsTab } from '../components/payments-tab';
import { SecurityTab } from '../components/security-tab';
import { SessionsTab } from '../components/sessions-tab';
import { UsersTab } from '../components/users-tab';
import './admin-page.css';
import { formatCount } from '../../../shared/counts';

/** SPEC 2.19: the back office. Lazy-loaded, so customers never download it; the server checks the role. */
export function AdminPage() {
  useDocumentTitle('Admin Panel');
  const navigate = useNavigate();
  const stats = useAdminStats();
  // The server counts customers as users (staff are not), while the Users tab lists everyone who
  // signs in: each figure says what it counts, so "2" beside "3 users" is not a contradiction.
  const cards = [
    { title: 'Total Users', value: stats.data && formatCount(stats.data.totalUsers), note: 'Customers; staff not counted' },
    { title: 'Active Accounts', value: stats.data && formatCount(stats.data.totalAccounts), note: 'Open customer accounts' },
    { title: 'Total Balance', value: stats.data && formatMoney(stats.data.totalBalance, 'USD'), note: 'In USD at the stored rates' },
    { title: "Today's Transactions", value: stats.data && formatCount(stats.data.todayTransactions), note: 'Since midnight, bank time' },
  ];
  return (
    <>
      <PageHeader title="Admin Panel" description={<ToneTag tone="warning">Administrator Access</ToneTag>}
        extra={<Button onClick={() => navigate('/dashboard')}>Back to Dashboard</Button>} />
      {/* Two compact cards a row on a phone (admin-page.css), so the tabs start on the first screen. */}
      <Row gutter={[12, 12]} style={{ marginBottom: 24 }} className="admin-stats">
        {cards.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <Card>
              {stats.isPending ? <Skeleton active paragraph={false} /> : <Statistic title={card.title} value={card.value ?? '—'} />}
              <Typography.Text type="secondary" className="admin-stats__note">{card.note}</Typography.Text>
            </Card>
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
          { key: 'deposits', label: 'Deposits', children: <DepositsTab /> },
          { key: 'messages', label: 'Messages', children: <MessagesTab /> },
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
