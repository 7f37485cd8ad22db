import { Button, Card, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { BANK_NAME, BRAND_COLORS } from '../../../shared/brand';
import { BankLogo } from '../../../shared/ui/bank-logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

/** Placeholder until the five-step account-opening form (SPEC 2.18) lands in its own issue. */
export function OpenAccountPage() {
  useDocumentTitle('Open an Account');
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', background: BRAND_COLORS.navy, padding: '56px 20px' }}>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <Link
          to="/"
          style={{
            display: 'inline-flex', alignItems: 'center', gap: 12, marginBottom: 28,
            color: '#fff', textDecoration: 'none', fontFamily: 'var(--font-display)', fontSize: 19, fontWeight: 600,
          }}
        >
          <BankLogo size={36} />
          {BANK_NAME}
        </Link>
        <Card>
          <Typography.Title level={1} style={{ fontFamily: 'var(--font-display)', fontWeight: 500, fontSize: 30, marginTop: 0 }}>
            Open an Account
          </Typography.Title>
          <Typography.Paragraph>
            Our five-step online application is coming soon. It will take you through your personal details,
            identity documents, account preferences and review in one sitting.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            Already a client? Sign in to manage your accounts.
          </Typography.Paragraph>
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Button type="primary" onClick={() => navigate('/login')}>
              Client Login
            </Button>
            <Button onClick={() => navigate('/')}>Back to home</Button>
          </div>
        </Card>
      </div>
    </main>
  );
}
