import { randomUUID } from 'node:crypto';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import type { DomainEvent } from '../../src/shared/outbox/domain-event.js';
import { Outbox } from '../../src/shared/outbox/outbox.js';
import type { TransferEventPayload } from '../../src/modules/payments/public/payments.events.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Delivers everything pending and waits for it: a commit also starts a dispatch in the
 * background, which may hold some rows while this one finds none.
 */
export async function drainOutbox(t: TestApp): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await t.dispatchOutbox();
    const [{ pending }] = await t.sql<{ pending: number }>(`select count(*)::int as pending from platform.outbox where published_at is null and attempts < 10`);
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the outbox did not drain');
}

/** Records events the way a command does: in the outbox, inside a transaction. Returns their outbox ids. */
export async function recordEvents(t: TestApp, ...events: DomainEvent[]): Promise<string[]> {
  const before = await t.sql<{ max: string | null }>(`select max(id)::text as max from platform.outbox`);
  await t.app.get(TransactionRunner).run(() => t.app.get(Outbox).record(...events));
  const rows = await t.sql<{ id: string }>(`select id::text as id from platform.outbox where id > $1 order by id`, [before[0].max ?? '0']);
  return rows.map((r) => r.id);
}

/** A stored notification, for tests of the endpoints (ordering by its creation time). */
export async function seedNotification(
  t: Pick<TestApp, 'sql'>, userId: string, over: { title?: string; createdAt?: Date; isRead?: boolean; type?: string; priority?: string; actionUrl?: string | null; sourceEventId?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into notifications.notifications (id, user_id, type, title, message, priority, is_read, action_url, created_at, source_event_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, userId, over.type ?? 'system', over.title ?? 'Hello', 'A message', over.priority ?? 'low', over.isRead ?? false,
      over.actionUrl === undefined ? null : over.actionUrl, over.createdAt ?? new Date(), over.sourceEventId ?? null]);
  return id;
}

export async function notificationsOf(t: Pick<TestApp, 'sql'>, userId: string): Promise<{ title: string; type: string; message: string; priority: string; source_event_id: string | null }[]> {
  return t.sql(`select n.title, n.type, n.message, n.priority, n.source_event_id::text as source_event_id from notifications.notifications n
     where n.user_id = $1 order by n.created_at, n.source_event_id, n.title`, [userId]);
}

/** A transfer event's payload between two customers (the receiver null for money leaving the bank). */
export const aTransferEvent = (fromUserId: string, toUserId: string | null, over: Partial<TransferEventPayload> = {}): TransferEventPayload => ({
  transactionId: randomUUID(), transactionCode: `TRF${Date.now()}`, fromUserId, toUserId,
  fromAccountNumber: '80100001', toAccountNumber: '80200002', amount: '1250.00', currency: 'USD',
  status: 'processing', description: 'Rent', creditNote: null, ...over,
});
