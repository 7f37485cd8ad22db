import { KeyOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRequest, SignInMethod } from '@bank/contracts/identity';
import { IdentityMessages } from '@bank/contracts/identity';
import { ErrorCode } from '@bank/contracts/errors';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { passkeyProblem } from '../../../shared/passkeys';
import { needsSecondFactor, useCompleteLogin, useCompleteLoginWithPasskey, useLogin } from '../api/login';

/**
 * Customer ID + password (SPEC 2.3, 5), then a code for a customer with sign-in verification on.
 * A refusal is said in the form, above Sign In (issue 28 item 15): the server's message ('Invalid
 * customer ID or password', a lockout), once; the welcome toast comes from useLogin.
 */
export function LoginForm() {
  const [form] = Form.useForm<LoginRequest>();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  if (needsSecondFactor(loginMutation.data)) {
    const { methods } = loginMutation.data;
    const restart = () => loginMutation.reset();
    return methods.includes('authenticator-code') ? <SecondFactorForm methods={methods} onRestart={restart} /> : <PasskeyStep onRestart={restart} />;
  }
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
      <div className="login-form__forgot">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      {failure && <Alert className="login-form__failure" type="error" showIcon title={IdentityMessages.LOGIN_FAILED_TITLE} description={failure} />}
      {/* Not disabled with the fields: a loading button reads as busy, a greyed one as broken. Loading ignores clicks. */}
      <Button type="primary" htmlType="submit" block loading={busy} disabled={false} aria-busy={busy || undefined}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}

/** The second step: six digits from the authenticator app, or one of the recovery codes (or a passkey instead). */
function SecondFactorForm({ methods, onRestart }: { methods: SignInMethod[]; onRestart: () => void }) {
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
      {methods.includes('passkey') && <PasskeyButton onRestart={onRestart} label="Use a Passkey Instead" primary={false} />}
      <div className="login-second-factor-links">
        <Button type="link" onClick={() => { setRecovery(!recovery); form.resetFields(); }}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
        <Button type="link" onClick={onRestart}>Back</Button>
      </div>
    </Form>
  );
}

/** The second step of a customer whose second factor is a passkey. */
function PasskeyStep({ onRestart }: { onRestart: () => void }) {
  return (
    <div>
      <Typography.Paragraph>Confirm it is you with your passkey: your device asks for its fingerprint, face or screen lock.</Typography.Paragraph>
      <PasskeyButton onRestart={onRestart} label="Sign In with a Passkey" primary />
      <div className="login-second-factor-links">
        <Button type="link" onClick={onRestart}>Back</Button>
      </div>
    </div>
  );
}

function PasskeyButton({ onRestart, label, primary }: { onRestart: () => void; label: string; primary: boolean }) {
  const complete = useCompleteLoginWithPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = complete.isPending || complete.isSuccess;
  const start = () => {
    setFailure(null);
    complete.mutate(undefined, {
      onError: (error) => {
        // The password step expired (5 minutes): start again.
        if (error instanceof ApiError && error.status === 401 && error.code !== ErrorCode.IDENTITY_PASSKEY_NOT_ACCEPTED) return onRestart();
        setFailure(passkeyProblem(error) ?? errorMessage(error, 'The passkey was not accepted'));
      },
    });
  };
  return (
    <>
      {failure && <Alert className="login-form__failure" type="error" showIcon title={IdentityMessages.LOGIN_FAILED_TITLE} description={failure} />}
      <Button
        type={primary ? 'primary' : 'default'} block icon={<KeyOutlined aria-hidden />} onClick={start}
        loading={busy} aria-busy={busy || undefined} className="login-passkey-button"
      >
        {busy ? 'Signing In...' : label}
      </Button>
    </>
  );
}
