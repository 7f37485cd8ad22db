import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { LoginRequest } from '@bank/contracts/identity';
import { IdentityMessages } from '@bank/contracts/identity';
import { ErrorCode } from '@bank/contracts/errors';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { needsSecondFactor, useCompleteLogin, useLogin } from '../api/login';

/**
 * Customer ID + password (SPEC 2.3, 5), then a code for a customer with sign-in verification on.
 * A refusal is said in the form, above Sign In (issue 28 item 15): the server's message ('Invalid
 * customer ID or password', a lockout), once; the welcome toast comes from useLogin.
 */
export function LoginForm() {
  const [form] = Form.useForm<LoginRequest>();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  if (needsSecondFactor(loginMutation.data)) return <SecondFactorForm onRestart={() => loginMutation.reset()} />;
  // Stays "Signing In..." through the one-second welcome until the redirect.
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  const submit = (values: LoginRequest) => {
    setFailure(null);
    loginMutation.mutate(values, {
      onError: (error) => {
        // The server's field messages go next to their fields; anything else once, above the button.
        if (error instanceof ApiError && error.code === ErrorCode.VALIDATION && error.details.length > 0) {
          form.setFields(error.details.map((d) => ({ name: d.field as keyof LoginRequest, errors: [d.message] })));
          return;
        }
        setFailure(errorMessage(error, IdentityMessages.INVALID_CREDENTIALS));
      },
    });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={() => setFailure(null)} disabled={busy} size="large">
      <Form.Item
        label="Customer ID"
        name="customerId"
        rules={[{ required: true, whitespace: true, message: IdentityMessages.CUSTOMER_ID_REQUIRED }]}
      >
        <Input prefix={<UserOutlined aria-hidden />} placeholder="Enter your Customer ID" autoComplete="username" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: IdentityMessages.PASSWORD_REQUIRED }]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} placeholder="Enter your password" autoComplete="current-password" />
      </Form.Item>
      {failure && <Alert className="login-form__failure" type="error" showIcon title={IdentityMessages.LOGIN_FAILED_TITLE} description={failure} />}
      {/* Not disabled with the fields: a loading button reads as busy, a greyed one as broken. Loading ignores clicks. */}
      <Button type="primary" htmlType="submit" block loading={busy} disabled={false} aria-busy={busy || undefined}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}

/** The second step: six digits from the authenticator app, or one of the recovery codes. */
function SecondFactorForm({ onRestart }: { onRestart: () => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const [recovery, setRecovery] = useState(false);
  const complete = useCompleteLogin();
  const busy = complete.isPending || complete.isSuccess;
  const label = recovery ? 'Recovery code' : 'Verification code';

  const submit = ({ code }: { code: string }) => complete.mutate(code.trim(), {
    // The password step expired (5 minutes): start again.
    onError: (error) => { if (error instanceof ApiError && error.status === 401) onRestart(); },
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} size="large">
      <Typography.Paragraph>
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on sign-in verification. Each code works once.'
          : 'Enter the 6-digit code your authenticator app shows for this bank.'}
      </Typography.Paragraph>
      <Form.Item label={label} name="code" rules={[{ required: true, whitespace: true, message: `Enter your ${label.toLowerCase()}` }]}>
        <Input
          prefix={<SafetyCertificateOutlined aria-hidden />}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} disabled={false} aria-busy={busy || undefined}>
        {busy ? 'Signing In...' : 'Verify and Sign In'}
      </Button>
      <div className="login-second-factor-links">
        <Button type="link" onClick={() => { setRecovery(!recovery); form.resetFields(); }}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
        <Button type="link" onClick={onRestart}>Back</Button>
      </div>
    </Form>
  );
}
