import { Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { SUPPORT_MESSAGES, SupportMessageMessages as M, type AdminSupportMessageDto, type SupportMessageStatus } from '@bank/contracts/notifications';
import { formatDateTimeWithZone } from '../../../shared/dates';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useReplyToMessage, useSupportMessages } from '../api/admin-api';
import { CursorTable } from './cursor-table';
import { DialogError, useDialogError } from './dialog-error';
import { useCursorPages } from './use-cursor-pages';

const statusOptions = [{ value: 'open', label: 'Open' }, { value: 'answered', label: 'Answered' }];

/** The customers' messages left from the chat (issue 28 item 7): open ones first to hand, each answered once. */
export function MessagesTab() {
  const [status, setStatus] = useState<SupportMessageStatus | undefined>('open');
  const pages = useCursorPages();
  const { data, isFetching } = useSupportMessages({ status, cursor: pages.cursor, limit: 20 });
  const [replying, setReplying] = useState<AdminSupportMessageDto | null>(null);
  const mobile = useIsMobile();
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select value={status} placeholder="Any status" allowClear aria-label="Filter by status" style={{ width: 160 }} options={statusOptions}
          onChange={(value) => { setStatus(value); pages.reset(); }} />
      </Space>
      <CursorTable<AdminSupportMessageDto>
        rowKey="id" page={data} loading={isFetching} pages={pages} noun="messages"
        locale={{ emptyText: status === 'open' ? 'No messages waiting for a reply' : 'No messages' }}
        columns={[
          {
            title: 'Customer', key: 'customer', fixed: mobile ? 'left' : undefined,
            render: (m: AdminSupportMessageDto) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {m.customerName}<br /><Typography.Text type="secondary">{m.customerId}</Typography.Text>
                {/* On a phone the action stays beside whose message it is, not a scroll away. */}
                {mobile && !m.reply && <><br /><ReplyButton message={m} onReply={setReplying} /></>}
              </span>
            ),
          },
          { title: 'Message', key: 'body', render: (m: AdminSupportMessageDto) => <div className="admin-message-text">{m.body}</div> },
          { title: 'Received', key: 'date', render: (m: AdminSupportMessageDto) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(m.createdAt)}</span> },
          {
            title: 'Status', key: 'status',
            render: (m: AdminSupportMessageDto) => <ToneTag tone={m.status === 'answered' ? 'success' : 'warning'}>{m.status === 'answered' ? 'Answered' : 'Open'}</ToneTag>,
          },
          {
            title: 'Reply', key: 'reply',
            render: (m: AdminSupportMessageDto) => {
              if (m.reply) return <div className="admin-message-text">{m.reply}</div>;
              return mobile ? <Typography.Text type="secondary">Not yet</Typography.Text> : <ReplyButton message={m} onReply={setReplying} />;
            },
          },
        ]}
      />
      {replying && <ReplyDialog message={replying} onClose={() => setReplying(null)} />}
    </>
  );
}

function ReplyButton({ message, onReply }: { message: AdminSupportMessageDto; onReply: (message: AdminSupportMessageDto) => void }) {
  return <Button size="small" type="primary" onClick={() => onReply(message)} aria-label={`Reply to ${message.customerName}`} style={{ marginTop: 4 }}>Reply</Button>;
}

function ReplyDialog({ message, onClose }: { message: AdminSupportMessageDto; onClose: () => void }) {
  const [form] = Form.useForm<{ reply: string }>();
  const send = useReplyToMessage({ inline: true });
  const error = useDialogError(form);
  return (
    <Modal open title={`Reply to ${message.customerName} (${message.customerId})`} onCancel={onClose} okText="Send Reply"
      confirmLoading={send.isPending} onOk={() => form.submit()} destroyOnHidden>
      <DialogError message={error.message} />
      <Typography.Paragraph className="admin-message-text" style={{ background: '#f3f4f6', padding: 8, borderRadius: 6 }}>{message.body}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={({ reply }) => { error.clear(); send.mutate({ id: message.id, reply }, { onSuccess: onClose, onError: (e) => error.show(e, send.failure) }); }}>
        <Form.Item name="reply" label="Your reply" rules={[{ required: true, whitespace: true, message: M.REPLY_REQUIRED }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={SUPPORT_MESSAGES.MAX_REPLY} showCount />
        </Form.Item>
        <Typography.Text type="secondary">The customer sees the reply in the chat and in their notifications. A message is answered once.</Typography.Text>
      </Form>
    </Modal>
  );
}
