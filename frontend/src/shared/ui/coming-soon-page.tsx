import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

interface ComingSoonPageProps {
  title: string;
}

/** Stands in for a signed-in page that a later issue builds, so navigation already works. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Card>
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <ClockCircleOutlined aria-hidden style={{ fontSize: 28, color: '#1b3a6b', marginTop: 4 }} />
          <div>
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              Coming soon
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: 8 }}>
              {title} is on its way. In the meantime your accounts remain available from the dashboard.
            </Typography.Paragraph>
            <Link to="/dashboard">Back to the dashboard</Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
