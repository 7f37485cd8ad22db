import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, List, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import type { PasskeyDto } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { formatDate } from '../../../shared/dates';
import { passkeyProblem, passkeysSupported } from '../../../shared/passkeys';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { usePasskeys, useRegisterPasskey, useRemovePasskey } from '../api/passkeys';

/**
 * Settings → Security → Passkeys: the other kind of sign-in verification. A passkey lives on a
 * device (its fingerprint, face or screen lock unlocks it) and signs only for this bank's site;
 * with one, sign-in asks for it (or the app's code) after the password, and transfers ask for it.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const count = passkeys.data?.length ?? 0;
  return (
    <Card
      title={<h2 className="settings-card-title">Sign-in Verification: Passkeys</h2>}
      extra={passkeys.data && (count > 0 ? <ToneTag tone="success">{count === 1 ? '1 passkey' : `${count} passkeys`}</ToneTag> : <ToneTag tone="neutral">None</ToneTag>)}
    >
      <Typography.Paragraph>
        A passkey lets this device confirm it is you with its fingerprint, face or screen lock. With one, the bank asks for it
        after your password when you sign in, and it authorizes your transfers instead of a security question. It works
        only on this bank's site, so a look-alike page cannot use it.
      </Typography.Paragraph>
      {passkeys.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {count > 0 && (
            <List
              className="passkey-list"
              dataSource={passkeys.data}
              renderItem={(passkey) => <PasskeyRow passkey={passkey} />}
            />
          )}
          <AddPasskey />
        </Space>
      )}
    </Card>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyDto }) {
  const [removing, setRemoving] = useState(false);
  return (
    <List.Item
      actions={removing ? undefined : [<Button key="remove" onClick={() => setRemoving(true)} aria-label={`Remove passkey ${passkey.name}`}>Remove</Button>]}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <List.Item.Meta
          avatar={<KeyOutlined aria-hidden />}
          title={passkey.name}
          description={`Added ${formatDate(passkey.createdAt)} · ${passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : 'not used yet'}`}
        />
        {removing && <RemovePasskeyForm passkey={passkey} onDone={() => setRemoving(false)} />}
      </Space>
    </List.Item>
  );
}

/** Removing a passkey asks for the password, so a session left open cannot take the customer's factor away. */
function RemovePasskeyForm({ passkey, onDone }: { passkey: PasskeyDto; onDone: () => void }) {
  const remove = useRemovePasskey();
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ password }: { password: string }) => remove.mutate({ id: passkey.id, password }, { onSuccess: onDone })}>
      {remove.isError && <Alert type="error" showIcon title={errorMessage(remove.error, 'The passkey could not be removed')} style={{ marginBottom: 12 }} />}
      <Form.Item label="Current password" name="password" rules={[{ required: true, message: 'Enter your current password' }]}>
        <Input.Password autoComplete="current-password" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Space wrap>
        <Button danger htmlType="submit" loading={remove.isPending}>Remove Passkey</Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}

function AddPasskey() {
  const register = useRegisterPasskey();
  const [form] = Form.useForm<{ name: string }>();
  if (!passkeysSupported()) {
    return <Alert type="info" showIcon title="This browser cannot use passkeys. Try an up-to-date browser on this bank's secure (HTTPS) site." />;
  }
  const failure = register.isError ? passkeyProblem(register.error) ?? errorMessage(register.error, 'The passkey could not be added') : null;
  return (
    <Form
      form={form} layout="vertical" requiredMark={false} className="passkey-add"
      onFinish={({ name }) => register.mutate(name.trim(), { onSuccess: () => form.resetFields() })}
    >
      <Form.Item
        label="Passkey name" name="name"
        rules={[{ required: true, whitespace: true, message: 'Name your passkey, e.g. "Work laptop"' }, { max: 50, message: 'At most 50 characters' }]}
        validateStatus={failure ? 'error' : undefined}
        help={failure ?? undefined}
      >
        <Input placeholder="e.g. Work laptop" maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={register.isPending}>Add a Passkey</Button>
    </Form>
  );
}
