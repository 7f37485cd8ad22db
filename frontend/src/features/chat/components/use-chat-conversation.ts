import { useCallback, useEffect, useRef, useState } from 'react';
import { AGENT_GREETING, AGENT_REPLY_DELAY_MS, ARTICLES_INTRO, WELCOME_MESSAGE, randomReply } from './chat-script';

/** A help article the assistant offers: its question and the first lines of its answer. */
export interface SuggestedArticle {
  id: string;
  question: string;
  answer: string;
}

/** Finds the help articles that match a message (given by the app, which owns the help feature). */
export type SuggestArticles = (text: string) => Promise<SuggestedArticle[]>;

export type ChatMessageType = 'system' | 'agent' | 'user';

export interface ChatMessage {
  id: number;
  type: ChatMessageType;
  text: string;
  sentAt: Date;
  articles?: SuggestedArticle[];
}

let nextId = 1;
const message = (type: ChatMessageType, text: string, articles?: SuggestedArticle[]): ChatMessage => ({ id: nextId++, type, text, sentAt: new Date(), articles });

/**
 * The conversation lives as long as the signed-in shell, so closing and reopening the dialog
 * keeps it. It starts, with the welcome and the greeting, the first time the dialog opens.
 */
export function useChatConversation(open: boolean, suggest: SuggestArticles) {
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
      const articles = suggest(body).catch(() => []);
      replyTimer.current = window.setTimeout(() => {
        void articles.then((found) => {
          const reply = message('agent', randomReply());
          setMessages((current) => [...current, reply, ...(found.length > 0 ? [message('agent', ARTICLES_INTRO, found)] : [])]);
          setAgentTyping(false);
        });
      }, AGENT_REPLY_DELAY_MS);
      return true;
    },
    [agentTyping, suggest],
  );

  return { messages, agentTyping, send };
}
