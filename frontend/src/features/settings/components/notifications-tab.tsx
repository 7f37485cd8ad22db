import { Alert, Button, Card, Form, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { SwitchRow } from './switch-row';

const PREFERENCES: { name: keyof NotificationPreferencesDto; label: string; description: string }[] = [
  { name: 'emailNotifications', label: 'Email Notifications', description: 'Account updates and statements by email.' },
  { name: 'smsNotifications', label: 'SMS Notifications', description: 'Text messages to your phone for time-critical events.' },
  { name: 'transactionAlerts', label: 'Transaction Alerts', description: 'A notification for every transfer in or out of your accounts.' },
  { name: 'securityAlerts', label: 'Security Alerts', description: 'Sign-ins, password changes and other security events.' },
  { name: 'marketingEmails', label: 'Marketing Emails', description: 'News about products and offers from the bank.' },
];

/** Settings → Notifications (SPEC 2.13): five switches saved together with PATCH /api/user/notifications. */
export function NotificationsTab() {
  const [form] = Form.useForm<NotificationPreferencesDto>();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  useEffect(() => {
    if (preferences.data) form.setFieldsValue(preferences.data);
  }, [form, preferences.data]);

  return (
    <Card title={<h2 className="settings-card-title">Notification Preferences</h2>} style={{ maxWidth: 720 }}>
      {preferences.isPending ? (
        <Skeleton active />
      ) : preferences.isError ? (
        <Alert type="error" showIcon title="Your notification settings could not be loaded." action={<Button onClick={() => preferences.refetch()}>Try again</Button>} />
      ) : (
        <Form form={form} initialValues={preferences.data} onFinish={(values) => update.mutate(values)}>
          <ul className="settings-switch-list">
            {PREFERENCES.map(({ name, label, description }) => (
              <SwitchRow key={name} id={`preference-${name}`} label={label} description={description}>
                <Form.Item name={name} valuePropName="checked" noStyle>
                  <Switch aria-labelledby={`preference-${name}-label`} aria-describedby={`preference-${name}-description`} />
                </Form.Item>
              </SwitchRow>
            ))}
          </ul>
          <Button type="primary" htmlType="submit" loading={update.isPending} style={{ marginTop: 16 }}>
            Save Preferences
          </Button>
        </Form>
      )}
    </Card>
  );
}
