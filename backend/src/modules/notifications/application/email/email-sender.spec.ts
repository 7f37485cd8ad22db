import type { EmailQueue, MailTransport } from '../../domain/email-queue.js';
import type { LeasedEmail } from '../../domain/outgoing-email.js';
import { EmailSender } from './email-sender.js';

const LETTER: LeasedEmail = { id: 'e1', address: 'alex@example.test', subject: 'Security alert', body: 'Dear Alex,', attempts: 0 };

/** A queue holding `due` letters, recording what the sender did with them. */
function aQueue(due: LeasedEmail[]) {
  const calls: string[] = [];
  const queue: EmailQueue = {
    enqueueOnce: async () => { calls.push('enqueue'); },
    leaseDue: async () => { calls.push('lease'); return due.splice(0); },
    markSent: async (id) => { calls.push(`sent ${id}`); },
    markFailed: async (email) => { calls.push(`failed ${email.id}`); },
  };
  return { queue, calls };
}

/** A mail server that takes each letter only when `accept` is called. */
function aSlowMailServer() {
  let accept!: () => void;
  let received!: () => void;
  const letterArrived = new Promise<void>((resolve) => { received = resolve; });
  const transport: MailTransport = {
    send: () => new Promise<void>((resolve) => { accept = resolve; received(); }),
  };
  return { transport, letterArrived, accept: () => accept() };
}

describe('EmailSender at shutdown', () => {
  it('finishes the letter it is sending, and marks it sent, before shutdown completes', async () => {
    const { queue, calls } = aQueue([LETTER]);
    const server = aSlowMailServer();
    const sender = new EmailSender(queue, server.transport);
    await sender.post('event-1', []);
    await server.letterArrived;

    let shutDown = false;
    const shutdown = sender.beforeApplicationShutdown().then(() => { shutDown = true; });
    await new Promise((resolve) => setImmediate(resolve));
    expect(shutDown).toBe(false);

    server.accept();
    await shutdown;
    expect(calls).toEqual(['enqueue', 'lease', 'sent e1']);
  });

  it('queues what arrives after shutdown but sends nothing: another instance, or the next start, sends it', async () => {
    const { queue, calls } = aQueue([LETTER]);
    const sender = new EmailSender(queue, aSlowMailServer().transport);
    await sender.beforeApplicationShutdown();
    await sender.post('event-2', []);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['enqueue']);
  });

  it('starts no letter it was asked to send just before shutdown', async () => {
    const { queue, calls } = aQueue([LETTER]);
    const sender = new EmailSender(queue, aSlowMailServer().transport);
    await sender.post('event-3', []);
    await sender.beforeApplicationShutdown();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(['enqueue']);
  });
});
