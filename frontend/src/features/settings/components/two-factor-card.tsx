import { Button, Card, Skeleton, Typography } from 'antd';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSecurityStatus } from '../api/get-security-status';

/** Settings → Security → 2FA: POST /api/user/2fa/enable, the state from GET /api/user/security. */
export function TwoFactorCard() {
  const status = useSecurityStatus();
  const enable = useEnableTwoFactor();
  const enabled = status.data?.twoFactorEnabled ?? false;

  return (
    <Card
      title={<h2 className="settings-card-title">Two-Factor Authentication</h2>}
      extra={status.data && (enabled ? <ToneTag tone="success">Enabled</ToneTag> : <ToneTag tone="neutral">Not enabled</ToneTag>)}
    >
      <Typography.Paragraph>
        Add a second check when you sign in, so a stolen password alone is not enough to reach your accounts.
      </Typography.Paragraph>
      {status.isPending ? (
        <Skeleton.Button active />
      ) : (
        <Button type={enabled ? 'default' : 'primary'} disabled={enabled} loading={enable.isPending} onClick={() => enable.mutate()}>
          {enabled ? '2FA Enabled' : 'Enable 2FA'}
        </Button>
      )}
    </Card>
  );
}
