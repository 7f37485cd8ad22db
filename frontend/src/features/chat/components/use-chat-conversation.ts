import { useCallback, useEffect, useRef, useState } from 'react';
import { AGENT_GREETING, AGENT_REPLY_DELAY_MS, WELCOME_MESSAGE, randomReply } from './chat-script';

export type ChatMessageType = 'system' | 'agent' | 'user';

export interface ChatMessage {
  id: number;
  type: ChatMessageType;
  text: string;
  sentAt: Date;
}

let nextId = 1;
const message = (type: ChatMessageType, text: string): ChatMessage => ({ id: nextId++, type, text, sentAt: new Date() });

/**
 * The conversation lives as long as the signed-in shell, so closing and reopening the dialog
 * keeps it. It starts, with the welcome and the greeting, the first time the dialog opens.
 */
export function useChatConversation(open: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agentTyping, setAgentTyping] = useState(false);
  const replyTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (open && messages.length === 0) setMessages([message('system', WELCOME_MESSAGE), message('agent', AGENT_GREETING)]);
  }, [open, messages.length]);

  useEffect(() => () => window.clearTimeout(replyTimer.current), []);

  /** Returns whether the text was sent: blank text is not, nor anything while the agent types. */
  const send = useCallback(
    (text: string): boolean => {
      const body = text.trim();
      if (!body || agentTyping) return false;
      setMessages((current) => [...current, message('user', body)]);
      setAgentTyping(true);
      replyTimer.current = window.setTimeout(() => {
        setMessages((current) => [...current, message('agent', randomReply())]);
        setAgentTyping(false);
      }, AGENT_REPLY_DELAY_MS);
      return true;
    },
    [agentTyping],
  );

  return { messages, agentTyping, send };
}
