/** What a letter is for; with the event and the address it is the letter's idempotency key. */
export type EmailKind = 'security-alert' | 'email-verification' | 'activation' | 'receipt' | 'password-reset' | 'email-change';

/** A letter to queue: plain text, addressed to a customer (userId) or to an address alone (an applicant). */
export interface EmailDraft {
  kind: EmailKind;
  userId: string | null;
  address: string;
  subject: string;
  body: string;
}

/** A queued letter leased for sending; `attempts` counts this one. */
export interface LeasedEmail {
  id: string;
  address: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * At most this many letters an hour to one address and to one customer: nobody can turn the bank
 * into a mail cannon against an inbox (or flood a customer) by repeating an action. Letters over it
 * are kept as `limited` and never sent.
 */
export const EMAIL_RATE_LIMIT = { perAddressPerHour: 20, perCustomerPerHour: 20 } as const;

/** A letter the mail server refused this many times is given up on (kept as `failed` with its error). */
export const MAX_EMAIL_ATTEMPTS = 8;

/** How long a leased letter is hidden from other senders: longer than one SMTP conversation. */
export const EMAIL_LEASE_SECONDS = 120;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3_600);
}
