import { CustomerServiceOutlined, SendOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Modal } from 'antd';
import type { GetRef } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useChatStore } from '../../../shared/chat-store';
import { formatChatTime } from '../../../shared/dates';
import { ToneTag } from '../../../shared/ui/tone-tag';
import { Link, useSearchParams } from 'react-router-dom';
import { StaffMessages } from './staff-messages';
import { type ChatMessage, type SuggestArticles, useChatConversation } from './use-chat-conversation';
import './chat.css';

function MessageBubble({ message }: { message: ChatMessage }) {
  const time = <time dateTime={message.sentAt.toISOString()}>{formatChatTime(message.sentAt)}</time>;
  if (message.type === 'system') {
    return (
      <li className="chat-message chat-message--system">
        <p>{message.text}</p>
        {time}
      </li>
    );
  }
  const author = message.type === 'agent' ? 'Assistant' : 'You';
  return (
    <li className={`chat-message chat-message--${message.type}`}>
      <span className="chat-message__author">{author}</span>
      <div className="chat-message__bubble">
        <p>{message.text}</p>
        {message.articles && (
          <ul className="chat-articles" aria-label="Suggested help articles">
            {message.articles.map((article) => (
              <li key={article.id}>
                <strong>{article.question}</strong>
                <span>{article.answer}</span>
              </li>
            ))}
            <li><Link to="/help">More in Help &amp; Support</Link></li>
          </ul>
        )}
      </div>
      {time}
    </li>
  );
}

/** The support chat (SPEC 2.6), mounted once in the shell and opened through useChatStore. */
export function ChatDialog({ suggestArticles }: { suggestArticles: SuggestArticles }) {
  const open = useChatStore((state) => state.open);
  const setOpen = useChatStore((state) => state.setOpen);
  const { messages, agentTyping, send } = useChatConversation(open, suggestArticles);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<GetRef<typeof Input.TextArea>>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Signing out unmounts the shell: the next customer must not find the chat already open.
  useEffect(() => () => setOpen(false), [setOpen]);

  // A staff reply's notification links to ?chat=open: open the chat where the reply is.
  const [searchParams, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (searchParams.get('chat') !== 'open') return;
    setOpen(true);
    const rest = new URLSearchParams(searchParams);
    rest.delete('chat');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams, setOpen]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, agentTyping]);

  // The input is disabled while the agent types; give the focus back when it can be used again.
  useEffect(() => {
    if (open && !agentTyping) inputRef.current?.focus();
  }, [open, agentTyping]);

  const submit = () => {
    if (send(draft)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      width={440}
      centered
      className="chat-dialog"
      title={
        <div className="chat-dialog__header">
          <Avatar size={40} icon={<CustomerServiceOutlined />} style={{ background: '#1b3a6b', flexShrink: 0 }} aria-hidden />
          <div className="chat-dialog__who">
            <span className="chat-dialog__title">
              Support
            </span>
            <span className="chat-dialog__status">Automated assistant</span>
          </div>
          <ToneTag tone="neutral" className="chat-dialog__priority">
            Automated
          </ToneTag>
        </div>
      }
      footer={
        <div className="chat-dialog__footer">
          <div className="chat-dialog__compose">
            <Input.TextArea
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={agentTyping}
              placeholder="Type your message..."
              aria-label="Your message"
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={1000}
            />
            <Button type="primary" icon={<SendOutlined />} aria-label="Send message" onClick={submit} disabled={agentTyping || !draft.trim()} />
          </div>
          <p className="chat-dialog__response-time">Automated answers and help articles; it cannot see your accounts. For a person, leave a message for our staff above.</p>
        </div>
      }
    >
      {/* The log role would hide the list semantics of an <ol>, so it wraps one. */}
      <div ref={logRef} className="chat-dialog__log" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        <ol className="chat-dialog__messages">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {agentTyping && (
            <li className="chat-message chat-message--agent chat-message--typing">
              <span className="chat-message__author">Assistant</span>
              <p className="chat-message__bubble">
                <span className="chat-typing" aria-hidden>
                  <span />
                  <span />
                  <span />
                </span>
                <span className="chat-typing__text">The assistant is typing…</span>
              </p>
            </li>
          )}
        </ol>
      </div>
      <StaffMessages open={open} />
    </Modal>
  );
}
