import type { EmailDraft, LeasedEmail } from './outgoing-email.js';

/** The queue of outgoing letters (the port; SQL in infrastructure). */
export interface EmailQueue {
  /**
   * Queues an event's letters once: a second delivery of the same event (`sourceEventId`, the
   * outbox row) adds nothing. A letter over EMAIL_RATE_LIMIT is stored as limited, not sent.
   */
  enqueueOnce(sourceEventId: string, drafts: EmailDraft[]): Promise<void>;
  /** Takes up to `limit` due letters for this sender (other senders skip them for EMAIL_LEASE_SECONDS). */
  leaseDue(limit: number): Promise<LeasedEmail[]>;
  markSent(id: string): Promise<void>;
  /** A failed attempt: retried after `retryDelaySeconds`, or given up after MAX_EMAIL_ATTEMPTS. */
  markFailed(email: LeasedEmail, error: string): Promise<void>;
}

/** Hands a letter to the mail server; rejects when the server does not accept it. */
export interface MailTransport {
  send(letter: { to: string; subject: string; text: string }): Promise<void>;
}
