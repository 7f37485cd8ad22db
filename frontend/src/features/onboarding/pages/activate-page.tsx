import { useState } from 'react';
import { Alert, Button, Form, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { AccountOpeningMessages as M } from '@bank/contracts/account-opening';
import { errorMessage } from '../../../shared/api-client';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useActivateApplicant } from '../api/application-status';
import { OpeningShell } from '../components/opening-shell';

interface PasswordValues { password: string; confirmPassword: string }

/**
 * `/open-account/activate?token=…` (signed out): the link emailed on approval. The new customer
 * chooses the first password (the rules of every password in the app, SPEC 5), once, within 24
 * hours, and is shown the customer id to sign in with.
 */
export function ActivatePage() {
  useDocumentTitle('Choose Your Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<PasswordValues>();
  const activate = useActivateApplicant();
  const [customerId, setCustomerId] = useState<string | null>(null);

  if (customerId) {
    return (
      <OpeningShell title="Choose Your Password">
        <Result status="success" title="Password set" data-testid="activation-done"
          subTitle={<>Your customer ID is <Typography.Text strong copyable data-testid="new-customer-id">{customerId}</Typography.Text>. Sign in with it and your new password.</>}
          extra={<Link to="/login"><Button type="primary">Sign in</Button></Link>} />
      </OpeningShell>
    );
  }
  return (
    <OpeningShell title="Choose Your Password" intro="Your account is open. Choose the password you will sign in with.">
      <Form form={form} layout="vertical" requiredMark={false} className="status-password"
        onFinish={(values) => activate.mutate({ token, ...values }, { onSuccess: (answer) => setCustomerId(answer.customerId) })}>
        {activate.isError && (
          <Alert type="error" showIcon role="alert" className="status-result" title={errorMessage(activate.error, M.ACTIVATION_LINK_INVALID)} />
        )}
        <NewPasswordFields label="Password" confirmLabel="Confirm password" />
        <Button type="primary" htmlType="submit" loading={activate.isPending}>Set Password</Button>
      </Form>
    </OpeningShell>
  );
}
