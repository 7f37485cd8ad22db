import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { LoginRequest } from '@bank/contracts/identity';
import { IdentityMessages } from '@bank/contracts/identity';
import { ErrorCode } from '@bank/contracts/errors';
import { ApiError } from '../../../shared/api-client';
import { useLogin } from '../api/login';

/** Customer ID + password (SPEC 2.3, 5). The toasts come from useLogin, not from here. */
export function LoginForm() {
  const [form] = Form.useForm<LoginRequest>();
  const loginMutation = useLogin();
  // Stays "Signing In..." through the one-second welcome until the redirect.
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  const submit = (values: LoginRequest) => {
    loginMutation.mutate(values, {
      onError: (error) => {
        // The server's field messages go next to the fields as well as into the toast.
        if (error instanceof ApiError && error.code === ErrorCode.VALIDATION) {
          form.setFields(error.details.map((d) => ({ name: d.field as keyof LoginRequest, errors: [d.message] })));
        }
      },
    });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} size="large">
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
      {/* Not disabled with the fields: a loading button reads as busy, a greyed one as broken. Loading ignores clicks. */}
      <Button type="primary" htmlType="submit" block loading={busy} disabled={false} aria-busy={busy || undefined}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
