import { Button, Card, Form, Input } from 'antd';
import type { UserDto } from '@bank/contracts/identity';
import { ErrorCode } from '@bank/contracts/errors';
import type { UpdateProfileRequest } from '@bank/contracts/profile';
import { PROFILE, ProfileMessages as M } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NameAndEmailFields } from '../../../shared/ui/name-and-email-fields';
import { PendingEmailNotice, profileSavedDescription } from '../../../shared/ui/pending-email-notice';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { useUpdateProfile } from '../api/update-profile';

function valuesOf(user: UserDto): UpdateProfileRequest {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
  };
}

const trimmed = (values: UpdateProfileRequest): UpdateProfileRequest => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  address: values.address.trim(),
});

/** Settings → Profile (SPEC 2.13, 5): every field required, PATCH /api/user/profile. */
export function ProfileTab({ user }: { user: UserDto }) {
  const [form] = Form.useForm<UpdateProfileRequest>();
  const update = useUpdateProfile();

  const onFinish = (values: UpdateProfileRequest) =>
    update.mutate(trimmed(values), {
      onSuccess: (updated) => {
        form.setFieldsValue(valuesOf(updated));
        notify.success({ title: M.PROFILE_UPDATED, description: profileSavedDescription(values.email.trim(), updated, 'Your profile information has been saved.') });
      },
      onError: (error) => {
        showServerFieldErrors(form, error, { [ErrorCode.IDENTITY_EMAIL_TAKEN]: 'email' });
        notify.error({ title: errorMessage(error, M.PROFILE_FAILED) });
      },
    });

  return (
    <Card title={<h2 className="settings-card-title">Personal Information</h2>} style={{ maxWidth: 720 }}>
      <Form form={form} layout="vertical" initialValues={valuesOf(user)} onFinish={onFinish} requiredMark={false}>
        <NameAndEmailFields />
        <PendingEmailNotice user={user} />
        <Form.Item label="Phone" name="phone" rules={[{ required: true, whitespace: true, message: M.PHONE_REQUIRED }, { max: PROFILE.PHONE_MAX_LENGTH, message: M.PHONE_TOO_LONG }]}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="Address" name="address" rules={[{ required: true, whitespace: true, message: M.ADDRESS_REQUIRED }, { max: PROFILE.ADDRESS_MAX_LENGTH, message: M.ADDRESS_TOO_LONG }]}>
          <Input.TextArea autoComplete="street-address" autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </Form>
    </Card>
  );
}
