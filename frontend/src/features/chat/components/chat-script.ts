import { BANK_NAME } from '../../../shared/brand';

/**
 * The automated assistant (SPEC 2.6's canned replies after 2 s): it says it is automated and adds
 * the help articles that match the words typed (docs/decisions/support-chat.md).
 */
export const AGENT_REPLY_DELAY_MS = 2000;

export const WELCOME_MESSAGE = `Welcome to ${BANK_NAME} support. This chat is secure, but never share your password, PIN or full card number here.`;

export const AGENT_GREETING =
  "Hi, I'm the bank's automated assistant, not a person. Tell me what you need and I'll point you to the help articles that match your words.";

export const ARTICLES_INTRO = 'These help articles may answer it:';

export const CANNED_REPLIES = [
  "Thanks for reaching out. I'm looking into this for you now.",
  'I understand. Could you tell me a little more so I can help you faster?',
  'You can follow every transfer and its status under Transaction History.',
  'For your security, we will never ask for your password or PIN in this chat.',
  'Is there anything else I can help you with today?',
] as const;

export function randomReply(): string {
  return CANNED_REPLIES[Math.floor(Math.random() * CANNED_REPLIES.length)];
}
