import { Alert, Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import type { AdminUserDto } from '@bank/contracts/admin';
import { AdminMessages } from '@bank/contracts/admin';
import { useResetPassword, useResetQuestions, useResetSignature, useSetRestrictions, useUserSecurityStatus } from '../api/admin-api';
import { DialogError, useDialogError } from './dialog-error';

interface DialogProps {
  user: AdminUserDto;
  onClose: () => void;
}

const nameOf = (u: AdminUserDto) => `${u.firstName} ${u.lastName} (${u.customerId})`;

/** Login and transaction restrictions, set independently, with an optional reason (SPEC 4). */
export function RestrictionsDialog({ user, onClose }: DialogProps) {
  const save = useSetRestrictions({ inline: true });
  const [form] = Form.useForm<{ loginRestricted: boolean; transactionRestricted: boolean; reason: string }>();
  const failure = useDialogError(form);
  return (
    // The footer's OK submits the form: a failed check shows under its field, never as an unhandled rejection.
    <Modal open title={`Restrictions: ${nameOf(user)}`} onCancel={onClose} okText="Save" confirmLoading={save.isPending} onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical"
        onFinish={(values) => { failure.clear(); save.mutate({ id: user.id, ...values, reason: values.reason ?? '' }, { onSuccess: onClose, onError: (error) => failure.show(error, save.failure) }); }}
        initialValues={{ loginRestricted: user.loginRestricted, transactionRestricted: user.transactionRestricted, reason: user.restrictionReason ?? '' }}>
        <Form.Item name="loginRestricted" valuePropName="checked"><Checkbox>Restrict login (ends the user's sessions now)</Checkbox></Form.Item>
        <Form.Item name="transactionRestricted" valuePropName="checked"><Checkbox>Restrict transactions</Checkbox></Form.Item>
        <Form.Item name="reason" label="Reason (shown to the customer)"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}

/** SPEC 5 "Admin password reset": two matching entries of at least 8 characters. */
export function PasswordDialog({ user, onClose }: DialogProps) {
  const reset = useResetPassword({ inline: true });
  const [form] = Form.useForm<{ newPassword: string; confirmPassword: string }>();
  const failure = useDialogError(form);
  return (
    <Modal open title={`Reset password: ${nameOf(user)}`} onCancel={onClose} okText="Reset Password" confirmLoading={reset.isPending} onOk={() => form.submit()}>
      <Typography.Paragraph type="secondary">The user's sessions end and they are notified.</Typography.Paragraph>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical"
        onFinish={({ newPassword }) => { failure.clear(); reset.mutate({ id: user.id, newPassword }, { onSuccess: onClose, onError: (error) => failure.show(error, reset.failure) }); }}>
        <Form.Item name="newPassword" label="New password" rules={[{ required: true, min: 8, message: AdminMessages.PASSWORDS_TOO_SHORT }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label="Confirm password" dependencies={['newPassword']}
          rules={[{ required: true, min: 8, message: AdminMessages.PASSWORDS_TOO_SHORT },
            ({ getFieldValue }) => ({ validator: (_, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('Passwords do not match'))) })]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Security management: what the user has set up, and the two resets. */
export function SecurityDialog({ user, onClose }: DialogProps) {
  const status = useUserSecurityStatus(user.id);
  const questions = useResetQuestions();
  const signature = useResetSignature();
  return (
    <Modal open title={`Security: ${nameOf(user)}`} onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      {status.data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title="Resetting forces the customer to set them up again before any transfer." />
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <span>Security questions: {status.data.hasSecurityQuestions ? 'set up' : 'not set up'}</span>
            <Button danger disabled={!status.data.hasSecurityQuestions} loading={questions.isPending} onClick={() => questions.mutate(user.id)}>Reset Questions</Button>
          </Space>
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <span>Signature: {status.data.hasSignature ? 'registered' : 'not registered'}</span>
            <Button danger disabled={!status.data.hasSignature} loading={signature.isPending} onClick={() => signature.mutate(user.id)}>Reset Signature</Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
