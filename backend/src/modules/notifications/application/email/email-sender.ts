import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { EmailQueue, MailTransport } from '../../domain/email-queue.js';
import type { EmailDraft } from '../../domain/outgoing-email.js';
import { EMAIL_QUEUE, MAIL_TRANSPORT } from '../../notifications.tokens.js';

/** Letters leased and sent at once; the transport keeps a few SMTP connections open for them. */
const BATCH = 50;

/**
 * Sends due letters in batches, after the commit that queued them and outside the outbox's
 * dispatch, so a slow or absent mail server never slows a transfer. Each letter is leased (skip
 * locked), so two processes never send the same one; a refusal is retried later with a growing wait.
 */
@Injectable()
export class EmailSender implements BeforeApplicationShutdown {
  private readonly logger = new Logger('email');
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(@Inject(EMAIL_QUEUE) private readonly queue: EmailQueue, @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  /**
   * Queues an event's letters (once per event and kind and address: a re-delivered event adds
   * nothing) and sends them soon, after this returns: the one way a handler posts mail.
   */
  async post(sourceEventId: string, drafts: EmailDraft[]): Promise<void> {
    await this.queue.enqueueOnce(sourceEventId, drafts);
    this.sendSoon();
  }

  /** Sends what is due soon, without waiting: called after letters were queued. */
  sendSoon(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    setImmediate(() => void this.sendDue().catch((error: unknown) => this.logger.error({ msg: 'sending email failed', error: String(error) })));
  }

  /** Sends every due letter, batch after batch (none once shutdown began); resolves with how many were sent. */
  async sendDue(): Promise<number> {
    if (this.stopped) return 0;
    if (this.running) return this.running;
    this.running = this.drain();
    try {
      return await this.running;
    } finally {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.sendSoon();
      }
    }
  }

  private async drain(): Promise<number> {
    let sent = 0;
    for (let batch = await this.queue.leaseDue(BATCH); batch.length > 0; batch = batch.length === BATCH && !this.stopped ? await this.queue.leaseDue(BATCH) : []) {
      const results = await Promise.all(batch.map(async (email) => {
        try {
          await this.transport.send({ to: email.address, subject: email.subject, text: email.body });
          await this.queue.markSent(email.id);
          return 1;
        } catch (error) {
          this.logger.warn({ msg: 'email not accepted, will retry', email: email.id, attempts: email.attempts, error: String(error) });
          await this.queue.markFailed(email, String(error));
          return 0;
        }
      }));
      sent += results.reduce<number>((a, b) => a + b, 0);
    }
    return sent;
  }

  /**
   * Shutting down: no new batch starts, and the one being sent finishes, so its letters are
   * marked sent before the database connections close (a letter left leased is sent again
   * after its lease, by this or another instance). The outbox dispatcher and the scheduler stop
   * the same way. Before shutdown: the database closes in the shutdown hooks proper.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }
}
