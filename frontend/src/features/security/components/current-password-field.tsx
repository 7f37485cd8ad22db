import { Form, Input } from 'antd';
import { ErrorCode } from '@bank/contracts/errors';
import { ApiError } from '../../../shared/api-client';

/** The server's answers about the current password, shown on the field. */
export const PASSWORD_ERRORS = {
  [ErrorCode.IDENTITY_CURRENT_PASSWORD_REQUIRED]: 'currentPassword',
  [ErrorCode.IDENTITY_CURRENT_PASSWORD_INCORRECT]: 'currentPassword',
};

/** The server asked for the password the step did not show (its 5 minutes since the last one ran out). */
export function passwordRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.IDENTITY_CURRENT_PASSWORD_REQUIRED;
}

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
