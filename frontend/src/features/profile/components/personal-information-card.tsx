import { Button, Card, Form, Input } from 'antd';
import type { UserDto } from '@bank/contracts/identity';
import { ErrorCode } from '@bank/contracts/errors';
import type { UpdateAuthProfileRequest } from '@bank/contracts/profile';
import { PROFILE, ProfileMessages as M } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { NameAndEmailFields } from '../../../shared/ui/name-and-email-fields';
import { PendingEmailNotice, profileSavedDescription } from '../../../shared/ui/pending-email-notice';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { useUpdatePersonalInformation } from '../api/update-personal-information';

function valuesOf(user: UserDto): UpdateAuthProfileRequest {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone ?? '' };
}

/** SPEC 2.14 / 5: names required, valid email, phone at least 10 characters. */
export function PersonalInformationCard({ user }: { user: UserDto }) {
  const [form] = Form.useForm<UpdateAuthProfileRequest>();
  const update = useUpdatePersonalInformation();

  const onFinish = (values: UpdateAuthProfileRequest) =>
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), phone: values.phone.trim() },
      {
        onSuccess: (updated) => {
          form.setFieldsValue(valuesOf(updated));
          notify.success({ title: M.PROFILE_UPDATED, description: profileSavedDescription(values.email.trim(), updated, 'Your personal information has been saved.') });
        },
        onError: (error) => {
          showServerFieldErrors(form, error, { [ErrorCode.IDENTITY_EMAIL_TAKEN]: 'email' });
          notify.error({ title: errorMessage(error, M.PROFILE_FAILED) });
        },
      },
    );

  return (
    <Card title={<h2 className="profile-card-title">Personal Information</h2>}>
      <Form form={form} layout="vertical" initialValues={valuesOf(user)} onFinish={onFinish} requiredMark={false}>
        <NameAndEmailFields />
        <PendingEmailNotice user={user} />
        <Form.Item
          label="Phone"
          name="phone"
          rules={[
            { required: true, whitespace: true, message: M.PHONE_MIN },
            { min: PROFILE.PHONE_MIN_LENGTH, message: M.PHONE_MIN },
            { max: PROFILE.PHONE_MAX_LENGTH, message: M.PHONE_TOO_LONG },
          ]}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </Form>
    </Card>
  );
}
