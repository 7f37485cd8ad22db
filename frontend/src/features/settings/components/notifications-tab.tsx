import { Alert, Button, Card, Form, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import type { NotificationPreferencesDto } from '@bank/contracts/profile';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { SwitchRow } from './switch-row';

const PREFERENCES: { name: keyof NotificationPreferencesDto; label: string; description: string }[] = [
  { name: 'emailNotifications', label: 'Email Notifications', description: 'Transfer receipts by email. Security alerts are always emailed.' },
  // Not available yet: the bank sends no text messages, so the switch stays off and saves nothing else (issue 28 item 12).
  { name: 'smsNotifications', label: 'SMS Notifications', description: 'Not available yet: the bank does not send text messages.' },
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
        <Form form={form} initialValues={preferences.data} onFinish={(values) => update.mutate({ ...values, smsNotifications: false })}>
          <ul className="settings-switch-list">
            {PREFERENCES.map(({ name, label, description }) => (
              <SwitchRow key={name} id={`preference-${name}`} label={label} description={description}>
                <Form.Item name={name} valuePropName="checked" noStyle>
                  <Switch aria-labelledby={`preference-${name}-label`} aria-describedby={`preference-${name}-description`}
                    disabled={name === 'smsNotifications'} {...(name === 'smsNotifications' ? { checked: false } : {})} />
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
