import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PASSWORD_RESET, PasswordResetMessages as M, type PasswordResetRequest } from '@bank/contracts/identity';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthFrame } from '../components/auth-frame';

/** `/forgot-password` (signed out): the login page's "Forgot password?". */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthFrame title="Forgot Your Password?" after={<BackToSignIn />}>
      <RequestResetForm />
    </AuthFrame>
  );
}

/**
 * A customer ID or email; the answer reads the same whether or not it matches an account, so the
 * page can tell nobody who banks here. Also offered again where a reset link was spent or expired.
 */
export function RequestResetForm() {
  const [form] = Form.useForm<PasswordResetRequest>();
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <Alert type="success" showIcon role="status" data-testid="reset-requested" title="Check your email" description={
        <>
          {request.data.message}
          <Typography.Paragraph className="auth-page__hint">
            No email? Check your spam folder, or <Button type="link" className="auth-page__inline-button" onClick={() => request.reset()}>ask again</Button>.
          </Typography.Paragraph>
        </>
      } />
    );
  }
  return (
    <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={(values) => request.mutate({ customerIdOrEmail: values.customerIdOrEmail.trim() })}>
      <Typography.Paragraph>
        Enter your customer ID or the email address you gave the bank. We will email you a link to choose a new password.
      </Typography.Paragraph>
      <Form.Item label="Customer ID or email" name="customerIdOrEmail" rules={[
        { required: true, whitespace: true, message: M.IDENTIFIER_REQUIRED },
        { max: PASSWORD_RESET.IDENTIFIER_MAX_LENGTH, message: M.IDENTIFIER_TOO_LONG },
      ]}>
        <Input prefix={<MailOutlined aria-hidden />} autoComplete="username" placeholder="CU12345678 or name@example.com" />
      </Form.Item>
      {request.isError && <Alert className="login-form__failure" type="error" showIcon role="alert" title={errorMessage(request.error, M.THROTTLED)} />}
      <Button type="primary" htmlType="submit" block loading={request.isPending}>Email Me a Link</Button>
    </Form>
  );
}

export function BackToSignIn() {
  return (
    <p className="auth-page__links">
      Remembered it? <Link to="/login">Back to sign in</Link>
    </p>
  );
}
