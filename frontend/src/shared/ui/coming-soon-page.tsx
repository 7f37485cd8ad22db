import { ClockCircleOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { PageHeader } from './page-header';
import { useDocumentTitle } from './use-document-title';

interface ComingSoonPageProps {
  title: string;
}

/** Stands in for a signed-in page that a later issue builds, so navigation already works. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <div className="bank-page" style={{ maxWidth: 720 }}>
      <PageHeader title={title} />
      <Card>
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <ClockCircleOutlined aria-hidden style={{ fontSize: 28, color: '#1b3a6b', marginTop: 4 }} />
          <div>
            <h2 style={{ margin: '0 0 8px', fontFamily: 'var(--font-display)', fontSize: 20, fontWeight: 600, color: '#0b1a33' }}>Coming soon</h2>
            <p style={{ margin: '0 0 8px', color: '#374151' }}>{title} is on its way. In the meantime your accounts remain available from the dashboard.</p>
            <Link to="/dashboard" className="inline-link">
              Back to the dashboard
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
