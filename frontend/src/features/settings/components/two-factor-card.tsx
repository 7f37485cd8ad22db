import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { TotpEnrolmentResponse } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useSecurityStatus } from '../api/get-security-status';
import { useConfirmEnrolment, useDisableVerification, useStartEnrolment } from '../api/sign-in-verification';

/**
 * Settings → Security → Sign-in verification: an authenticator app (TOTP) asked for at every
 * sign-in after the password, with ten recovery codes for a lost phone. The state comes from
 * GET /api/user/security.
 */
export function TwoFactorCard() {
  const status = useSecurityStatus();
  const start = useStartEnrolment();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const on = status.data?.twoFactorEnabled ?? false;

  const body = () => {
    if (status.isPending) return <Skeleton.Button active />;
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    if (on) return <TurnOff />;
    if (start.data) return <Enrolment enrolment={start.data} onConfirmed={setRecoveryCodes} onCancel={() => start.reset()} />;
    return (
      <>
        {start.isError && <Alert type="error" showIcon message={errorMessage(start.error, 'Sign-in verification could not be started')} style={{ marginBottom: 12 }} />}
        <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>Turn On Sign-in Verification</Button>
      </>
    );
  };

  return (
    <Card
      title={<h2 className="settings-card-title">Sign-in Verification: Authenticator App</h2>}
      extra={status.data && (on ? <ToneTag tone="success">On</ToneTag> : <ToneTag tone="neutral">Off</ToneTag>)}
    >
      <Typography.Paragraph>
        After your password, the bank asks for a code from an authenticator app on your phone (Google Authenticator,
        Microsoft Authenticator, 1Password and the like), so a stolen password alone is not enough to reach your accounts.
        With it on, transfers ask for the app's code instead of a security question.
      </Typography.Paragraph>
      {body()}
    </Card>
  );
}

/** The QR code (drawn by the lazily loaded `qrcode`), the secret to type instead, and the first code. */
function Enrolment({ enrolment, onConfirmed, onCancel }: { enrolment: TotpEnrolmentResponse; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const confirm = useConfirmEnrolment();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(enrolment.otpauthUrl, { margin: 1, width: 200 })).then((url) => { if (live) setQr(url); });
    return () => { live = false; };
  }, [enrolment.otpauthUrl]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text strong>1. Scan this code with your authenticator app</Typography.Text>
      {qr ? <img src={qr} width={200} height={200} alt="QR code for your authenticator app" /> : <Skeleton.Image active style={{ width: 200, height: 200 }} />}
      <Typography.Text>
        Or type this key: <Typography.Text code copyable className="totp-secret">{enrolment.secret}</Typography.Text>
      </Typography.Text>
      <Typography.Text strong>2. Enter the 6-digit code the app shows</Typography.Text>
      <Form layout="vertical" requiredMark={false} onFinish={({ code }: { code: string }) => confirm.mutate(code.trim(), { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) })}>
        <Form.Item
          label="Verification code" name="code"
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the 6 digits your app shows' }]}
          validateStatus={confirm.isError ? 'error' : undefined}
          help={confirm.isError ? errorMessage(confirm.error, 'The verification code is not valid') : undefined}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" placeholder="123456" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={confirm.isPending}>Confirm and Turn On</Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </Form>
    </Space>
  );
}

/** Shown once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="warning" showIcon
        message="Save your recovery codes now"
        description="Each code signs you in once if you lose your phone. This is the only time the bank shows them."
      />
      <Typography.Paragraph copyable={{ text: codes.join('\n') }} className="recovery-codes">
        {codes.map((code) => <code key={code}>{code}</code>)}
      </Typography.Paragraph>
      <Button type="primary" onClick={onDone}>I Have Saved Them</Button>
    </Space>
  );
}

function TurnOff() {
  const disable = useDisableVerification();
  const [open, setOpen] = useState(false);
  if (!open) return <Button onClick={() => setOpen(true)}>Turn Off</Button>;
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(body: { password: string; code: string }) => disable.mutate(body, { onSuccess: () => setOpen(false) })}>
      {disable.isError && <Alert type="error" showIcon message={errorMessage(disable.error, 'Sign-in verification could not be turned off')} style={{ marginBottom: 12 }} />}
      <Form.Item label="Current password" name="password" rules={[{ required: true, message: 'Enter your current password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Code from your app, or a recovery code" name="code" rules={[{ required: true, whitespace: true, message: 'Enter a code' }]}>
        <Input autoComplete="one-time-code" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Space wrap>
        <Button danger htmlType="submit" loading={disable.isPending}>Turn Off Sign-in Verification</Button>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Space>
    </Form>
  );
}
