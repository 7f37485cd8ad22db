import type { ReactNode } from 'react';
import { Typography } from 'antd';
import './page-layout.css';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links on the right (below the title on phones). */
  extra?: ReactNode;
}

/** The h1 of a signed-in page, with an optional line of explanation. */
export function PageHeader({ title, description, extra }: PageHeaderProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 12, marginBottom: 20 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={1} style={{ fontSize: 28, margin: 0, fontFamily: 'var(--font-display)', fontWeight: 600, color: '#0b1a33' }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph style={{ margin: '4px 0 0', color: '#4b5563' }}>
            {description}
          </Typography.Paragraph>
        )}
      </div>
      {extra && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{extra}</div>}
    </div>
  );
}
