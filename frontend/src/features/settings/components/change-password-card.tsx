import { Button, Card, Form, Input } from 'antd';
import { ErrorCode } from '@bank/contracts/errors';
import type { ChangePasswordRequest } from '@bank/contracts/profile';
import { ProfileMessages as M } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { useChangePassword } from '../api/change-password';

function signedOutElsewhere(count: number): string {
  if (count === 0) return 'Your password has been updated.';
  return `Your password has been updated and ${count === 1 ? '1 other session was' : `${count} other sessions were`} signed out.`;
}

/** Settings → Security → change password (SPEC 5 "Password change"). */
export function ChangePasswordCard() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const change = useChangePassword();

  const onFinish = (values: ChangePasswordRequest) =>
    change.mutate(values, {
      onSuccess: ({ otherSessionsEnded }) => {
        form.resetFields();
        notify.success({ title: M.PASSWORD_CHANGED, description: signedOutElsewhere(otherSessionsEnded) });
      },
      onError: (error) => {
        showServerFieldErrors(form, error, { [ErrorCode.IDENTITY_CURRENT_PASSWORD_INCORRECT]: 'currentPassword' });
        notify.error({ title: errorMessage(error, M.PASSWORD_FAILED) });
      },
    });

  return (
    <Card title={<h2 className="settings-card-title">Change Password</h2>}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 480 }}>
        <Form.Item label="Current Password" name="currentPassword" rules={[{ required: true, message: M.CURRENT_PASSWORD_REQUIRED }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
