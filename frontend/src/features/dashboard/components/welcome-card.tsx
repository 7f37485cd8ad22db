import { Card, Typography } from 'antd';
import type { UserDto } from '@bank/contracts/identity';

/** The card's line under the greeting; the dashboard's skeleton shows it before the app runs (app/opening-skeletons.tsx). */
export const WELCOME_LINE = 'Your accounts, quick actions and latest activity at a glance.';

interface WelcomeCardProps {
  user: UserDto;
}

export function WelcomeCard({ user }: WelcomeCardProps) {
  return (
    <Card
      style={{ background: 'linear-gradient(135deg, #0b1a33 0%, #1b3a6b 100%)', border: 'none' }}
      styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}
    >
      <Typography.Title
        level={1}
        style={{ color: '#fff', fontFamily: 'var(--font-display)', fontWeight: 500, fontSize: 'clamp(24px, 4vw, 32px)', margin: 0 }}
      >
        {user.previousLoginAt ? `Welcome back, ${user.firstName}` : `Welcome, ${user.firstName}`}
      </Typography.Title>
      <Typography.Paragraph style={{ color: '#f0d77a', margin: '6px 0 12px', letterSpacing: '0.04em' }}>
        Customer ID: {user.customerId}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ color: '#dbe3f0', margin: 0, maxWidth: 560 }}>
        {WELCOME_LINE}
      </Typography.Paragraph>
    </Card>
  );
}
