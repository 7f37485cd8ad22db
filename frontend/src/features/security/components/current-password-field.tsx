import { Form, Input } from 'antd';
import { ErrorCode } from '@bank/contracts/errors';

/** The server's answers about the current password, shown on the field. */
export const PASSWORD_ERRORS = {
  [ErrorCode.IDENTITY_CURRENT_PASSWORD_REQUIRED]: 'currentPassword',
  [ErrorCode.IDENTITY_CURRENT_PASSWORD_INCORRECT]: 'currentPassword',
};

/** Asked before replacing security questions or a signature that are already set up. */
export function CurrentPasswordField() {
  return (
    <Form.Item
      label="Current Password"
      name="currentPassword"
      extra="Replacing what authorizes your transfers needs your password."
      rules={[{ required: true, message: 'Enter your current password' }]}
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
