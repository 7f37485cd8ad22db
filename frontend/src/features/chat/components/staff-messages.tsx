import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { SUPPORT_MESSAGES, SupportMessageMessages as M, type SupportMessageDto } from '@bank/contracts/notifications';
import { errorMessage } from '../../../shared/api-client';
import { formatDateTime } from '../../../shared/dates';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { useLeaveSupportMessage, useMySupportMessages } from '../api/support-messages';

function StaffMessage({ message }: { message: SupportMessageDto }) {
  return (
    <li className="staff-message">
      <div className="staff-message__head">
        <span>You wrote, {formatDateTime(message.createdAt)}</span>
        <ToneTag tone={message.status === 'answered' ? 'success' : 'warning'}>{message.status === 'answered' ? 'Answered' : 'Waiting for staff'}</ToneTag>
      </div>
      <p className="staff-message__body">{message.body}</p>
      {message.reply && (
        <div className="staff-message__reply">
          <span>Our staff replied, {formatDateTime(message.repliedAt!)}</span>
          <p>{message.reply}</p>
        </div>
      )}
    </li>
  );
}

/**
 * A message a person reads (issue 28 item 7): the assistant cannot act on an account, staff can.
 * Their replies show here and in the notifications.
 */
export function StaffMessages({ open }: { open: boolean }) {
  const messages = useMySupportMessages(open);
  const leave = useLeaveSupportMessage();
  const [writing, setWriting] = useState(false);
  const [body, setBody] = useState('');

  const send = () => leave.mutate({ body }, { onSuccess: () => { setBody(''); setWriting(false); } });

  return (
    <section className="staff-messages" aria-labelledby="staff-messages-title">
      <h3 id="staff-messages-title">Messages to our staff</h3>
      {messages.data && messages.data.length > 0 && (
        <ol className="staff-messages__list">
          {messages.data.map((message) => <StaffMessage key={message.id} message={message} />)}
        </ol>
      )}
      {leave.isSuccess && !writing && <Alert type="success" showIcon title={M.SENT} className="staff-messages__sent" />}
      {writing ? (
        <div className="staff-messages__compose">
          <Input.TextArea
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-label="Message for our staff"
            placeholder="What can our staff help you with?"
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={SUPPORT_MESSAGES.MAX_BODY}
            showCount
            status={leave.isError ? 'error' : undefined}
          />
          {leave.isError && <p className="staff-messages__error" role="alert">{errorMessage(leave.error, 'Your message could not be sent. Please try again.')}</p>}
          <div className="staff-messages__actions">
            <Button onClick={() => { setWriting(false); leave.reset(); }}>Cancel</Button>
            <Button type="primary" onClick={send} loading={leave.isPending} disabled={!body.trim()}>Send to staff</Button>
          </div>
        </div>
      ) : (
        <Button block onClick={() => { setWriting(true); leave.reset(); }}>Leave a message for our staff</Button>
      )}
    </section>
  );
}
