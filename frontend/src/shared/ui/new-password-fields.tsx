import { Form, Input } from 'antd';
import { PROFILE, ProfileMessages as M } from '@bank/contracts/profile';

/**
 * A new password and its confirmation with SPEC 5's rules and messages: the same wherever a
 * password is chosen (change password, the first password, a reset). `name` is the password's
 * field; the confirmation is always `confirmPassword`.
 */
export function NewPasswordFields({ name = 'password', label = 'New Password', confirmLabel = 'Confirm New Password' }: {
  name?: string; label?: string; confirmLabel?: string;
}) {
  return (
    <>
      <Form.Item label={label} name={name} rules={[
        { required: true, message: M.PASSWORD_MIN },
        { min: PROFILE.PASSWORD_MIN_LENGTH, message: M.PASSWORD_MIN },
        { max: PROFILE.PASSWORD_MAX_LENGTH, message: M.PASSWORD_TOO_LONG },
      ]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={confirmLabel} name="confirmPassword" dependencies={[name]} rules={[
        { required: true, message: M.CONFIRM_PASSWORD_REQUIRED },
        ({ getFieldValue }) => ({
          validator: (_, value: string | undefined) =>
            !value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(M.PASSWORDS_DONT_MATCH)),
        }),
      ]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
