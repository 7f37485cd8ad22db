import { SUPPORT_MESSAGES, SupportMessageMessages as M } from '@bank/contracts/notifications';
import { assertMayLeaveMessage, MessageAlreadyAnswered, SUPPORT_MESSAGE_RULES, SUPPORT_MESSAGE_TEXTS, SupportMessage, TooManyOpenMessages } from './support-message.js';

const leave = (body: unknown) => SupportMessage.leave({ id: 'm1', userId: 'u1', body, at: new Date('2026-12-03T10:00:00Z') });

describe('SupportMessage', () => {
  it("says what contracts say, with the same limits", () => {
    const { STATUS_INVALID: _s, SENT: _e, REPLIED: _r, ...texts } = M;
    expect(SUPPORT_MESSAGE_TEXTS).toEqual(texts);
    expect(SUPPORT_MESSAGE_RULES).toEqual({ maxBody: SUPPORT_MESSAGES.MAX_BODY, maxReply: SUPPORT_MESSAGES.MAX_REPLY, maxOpen: SUPPORT_MESSAGES.MAX_OPEN });
  });

  it('keeps the trimmed text and starts open', () => {
    const message = leave('  Where is my card?  ');
    expect(message.body).toBe('Where is my card?');
    expect(message.status).toBe('open');
  });

  it('refuses an empty, non-text or too long message with the field named', () => {
    expect(() => leave('   ')).toThrow(M.BODY_REQUIRED);
    expect(() => leave(42)).toThrow(M.BODY_REQUIRED);
    expect(() => leave('x'.repeat(SUPPORT_MESSAGES.MAX_BODY + 1))).toThrow(M.BODY_TOO_LONG);
    expect(leave('x'.repeat(SUPPORT_MESSAGES.MAX_BODY)).body).toHaveLength(SUPPORT_MESSAGES.MAX_BODY);
  });

  it('is answered once, by whom and when', () => {
    const message = leave('Hello');
    const at = new Date('2026-12-03T11:00:00Z');
    message.answer(' Your card is on its way. ', 'admin-1', at);
    expect(message).toMatchObject({ reply: 'Your card is on its way.', repliedAt: at, repliedBy: 'admin-1', status: 'answered' });
    expect(() => message.answer('Again', 'admin-2', at)).toThrow(MessageAlreadyAnswered);
    expect(() => leave('Hello').answer('', 'admin-1', at)).toThrow(M.REPLY_REQUIRED);
  });

  it('lets a customer have at most MAX_OPEN unanswered messages', () => {
    expect(() => assertMayLeaveMessage(SUPPORT_MESSAGES.MAX_OPEN - 1)).not.toThrow();
    expect(() => assertMayLeaveMessage(SUPPORT_MESSAGES.MAX_OPEN)).toThrow(TooManyOpenMessages);
  });
});
