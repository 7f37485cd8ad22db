import { Alert, Button, Form, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCode } from '@bank/contracts/errors';
import { PasswordResetMessages as M } from '@bank/contracts/identity';
import { ProfileMessages as P } from '@bank/contracts/profile';
import { ApiError, errorMessage } from '../../../shared/api-client';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCompletePasswordReset } from '../api/password-reset';
import { AuthFrame } from '../components/auth-frame';
import { BackToSignIn, RequestResetForm } from './forgot-password-page';

interface PasswordValues { password: string; confirmPassword: string }

/** A link that can no longer set a password: spent, expired, replaced by a newer one, or not ours. */
const isDeadLink = (error: unknown) => error instanceof ApiError
  && (error.code === ErrorCode.IDENTITY_RESET_LINK_INVALID || error.details.some((d) => d.field === 'token'));

/**
 * `/reset-password?token=…` (signed out): the link emailed for a forgotten password. A new
 * password with the rules of every password (SPEC 5); then every session has ended and the page
 * says to sign in. A dead link says so once and offers the request form again.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<PasswordValues>();
  const complete = useCompletePasswordReset();

  if (complete.isSuccess) {
    return (
      <AuthFrame title="Password Changed">
        <Result status="success" title="Password changed" subTitle={complete.data.message} data-testid="password-reset-done"
          extra={<Link to="/login"><Button type="primary">Sign In</Button></Link>} />
      </AuthFrame>
    );
  }
  if (!token || (complete.isError && isDeadLink(complete.error))) {
    return (
      <AuthFrame title="Ask for a New Link" after={<BackToSignIn />}>
        <Alert type="warning" showIcon role="alert" className="login-form__failure" title={M.LINK_INVALID} />
        <RequestResetForm />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Choose a New Password" after={<BackToSignIn />}>
      <Form form={form} layout="vertical" requiredMark={false} size="large"
        onFinish={(values) => complete.mutate({ token, ...values }, { onError: (error) => showServerFieldErrors(form, error) })}>
        {complete.isError && <Alert className="login-form__failure" type="error" showIcon role="alert" title={errorMessage(complete.error, P.PASSWORD_FAILED)} />}
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block loading={complete.isPending}>Set New Password</Button>
      </Form>
    </AuthFrame>
  );
}
