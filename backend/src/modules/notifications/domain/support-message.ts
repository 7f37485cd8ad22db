import { DomainError, NotFound, ValidationFailed } from '../../../shared/errors/domain-error.js';

// Limits and messages match contracts' SUPPORT_MESSAGES and SupportMessageMessages (the domain does not import contracts).

export const SUPPORT_MESSAGE_RULES = { maxBody: 2000, maxReply: 2000, maxOpen: 5 } as const;
const M = {
  BODY_REQUIRED: 'Please enter your message',
  BODY_TOO_LONG: `Message must be at most ${SUPPORT_MESSAGE_RULES.maxBody} characters`,
  REPLY_REQUIRED: 'Please enter a reply',
  REPLY_TOO_LONG: `Reply must be at most ${SUPPORT_MESSAGE_RULES.maxReply} characters`,
  TOO_MANY_OPEN: `You have ${SUPPORT_MESSAGE_RULES.maxOpen} messages waiting for an answer; please wait for a reply before leaving another`,
  NOT_FOUND: 'Message not found',
  ALREADY_ANSWERED: 'This message has already been answered',
} as const;
export const SUPPORT_MESSAGE_TEXTS = M;

export class SupportMessageNotFound extends NotFound {
  constructor() { super(M.NOT_FOUND); }
}

export class TooManyOpenMessages extends DomainError {
  readonly code = 'SUPPORT.TOO_MANY_OPEN';
  constructor() { super(M.TOO_MANY_OPEN); }
}

export class MessageAlreadyAnswered extends DomainError {
  readonly code = 'SUPPORT.ALREADY_ANSWERED';
  constructor() { super(M.ALREADY_ANSWERED); }
}

/** Trimmed text of 1..max characters, or a 400 naming the field. */
export function messageText(input: unknown, field: 'body' | 'reply'): string {
  const [required, tooLong, max] = field === 'body'
    ? [M.BODY_REQUIRED, M.BODY_TOO_LONG, SUPPORT_MESSAGE_RULES.maxBody]
    : [M.REPLY_REQUIRED, M.REPLY_TOO_LONG, SUPPORT_MESSAGE_RULES.maxReply];
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text) throw new ValidationFailed(required, [{ field, message: required }]);
  if (text.length > max) throw new ValidationFailed(tooLong, [{ field, message: tooLong }]);
  return text;
}

/** A customer may have at most MAX_OPEN unanswered messages: a question, not a flood. */
export function assertMayLeaveMessage(openMessages: number): void {
  if (openMessages >= SUPPORT_MESSAGE_RULES.maxOpen) throw new TooManyOpenMessages();
}

/** A customer's message to the bank's staff and the one reply it gets. Plain class: stored in infrastructure. */
export class SupportMessage {
  private constructor(
    readonly id: string,
    readonly userId: string,
    readonly body: string,
    readonly createdAt: Date,
    public reply: string | null,
    public repliedAt: Date | null,
    public repliedBy: string | null,
  ) {}

  static leave(props: { id: string; userId: string; body: unknown; at: Date }): SupportMessage {
    return new SupportMessage(props.id, props.userId, messageText(props.body, 'body'), props.at, null, null, null);
  }

  static restore(p: { id: string; userId: string; body: string; createdAt: Date; reply: string | null; repliedAt: Date | null; repliedBy: string | null }): SupportMessage {
    return new SupportMessage(p.id, p.userId, p.body, p.createdAt, p.reply, p.repliedAt, p.repliedBy);
  }

  get status(): 'open' | 'answered' {
    return this.repliedAt ? 'answered' : 'open';
  }

  /** Staff answer once; a second answer would contradict the first the customer already read. */
  answer(reply: unknown, by: string, at: Date): void {
    if (this.repliedAt) throw new MessageAlreadyAnswered();
    this.reply = messageText(reply, 'reply');
    this.repliedAt = at;
    this.repliedBy = by;
  }

  /** What the audit trail keeps of it. */
  snapshot() {
    return { id: this.id, userId: this.userId, status: this.status, body: this.body, reply: this.reply, repliedAt: this.repliedAt?.toISOString() ?? null };
  }
}

/** Port: loads and saves messages (infrastructure/persistence). */
export interface SupportMessageRepository {
  add(message: SupportMessage): Promise<void>;
  /** The customer's unanswered messages, counted under a lock held until commit, so two at once cannot both pass the limit. */
  lockAndCountOpen(userId: string): Promise<number>;
  /** Locked until the transaction ends, so two staff cannot both answer it. */
  findForUpdate(id: string): Promise<SupportMessage | null>;
  saveReply(message: SupportMessage): Promise<void>;
}
