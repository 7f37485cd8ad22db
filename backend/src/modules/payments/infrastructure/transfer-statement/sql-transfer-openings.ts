import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { PreparedStatement } from '../../../../shared/database/statement.js';
import { IdempotencyKeys } from '../../../../shared/idempotency/idempotency-keys.js';
import { outboxRows } from '../../../../shared/outbox/outbox.js';
import { LEDGER_STATEMENT_PARTS, type LedgerStatementParts } from '../../../accounts/public/ledger-statement-parts.js';
import { STEP_UP_STATEMENT_PARTS, type StepUpStatementParts } from '../../../identity/public/step-up-statement-parts.js';
import type { StoredResponse, TransferOpened, TransferOpening, TransferOpenings } from '../../application/ports/transfer-openings.js';
import { IdempotencyKeyReused } from '../../domain/payment.errors.js';
import type { TransferRefusal, TransferRule } from '../../domain/transfer-decision.js';
import type { Transfer } from '../../domain/transfer.js';
import { transferRow, transferStatement, type OpeningValues, type TransferRow } from './transfer-statement.js';

/**
 * The transfer statement on PostgreSQL: one prepared text per shape (domestic, or out of the bank with
 * a given extension), compiled on first use; each run fills in its named values. Run outside a
 * transaction, it is one round trip with no BEGIN or COMMIT (TransactionRunner.runStatement).
 */
@Injectable()
export class SqlTransferOpenings implements TransferOpenings {
  private readonly shapes = new Map<string, PreparedStatement<OpeningValues>>();

  constructor(
    private readonly em: EntityManager,
    private readonly keys: IdempotencyKeys,
    @Inject(STEP_UP_STATEMENT_PARTS) private readonly stepUp: StepUpStatementParts,
    @Inject(LEDGER_STATEMENT_PARTS) private readonly ledger: LedgerStatementParts,
  ) {}

  async open(o: TransferOpening): Promise<TransferOpened> {
    const statement = this.shape(o);
    try {
      const [row] = await sql<{ outcome: 'opened' | 'replay' }>(this.em, statement.text, statement.values(values(o)));
      if (row.outcome === 'opened') return { opened: true };
      return { opened: false, replay: await this.storedAnswer(o.transfer.fromUserId!, o.idempotency!) };
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return refusal;
    }
  }

  async keepRefusal(userId: string, idempotency: { key: string; requestHash: string }, answer: StoredResponse): Promise<StoredResponse | null> {
    if (await this.keys.keep(userId, idempotency.key, idempotency.requestHash, answer)) return null;
    return this.storedAnswer(userId, idempotency);
  }

  private shape(o: TransferOpening): PreparedStatement<OpeningValues> {
    const payee = o.transfer.toAccountId !== null;
    const key = `${payee ? 'to-account' : 'out'}:${o.extension?.parts.name ?? ''}`;
    let statement = this.shapes.get(key);
    if (!statement) {
      const extension = o.extension?.parts ?? null;
      statement = PreparedStatement.prepare<OpeningValues>((p) => transferStatement(p, { stepUp: this.stepUp, ledger: this.ledger, extension, payee }));
      this.shapes.set(key, statement);
    }
    return statement;
  }

  /** On a replay, or a refusal another request's answer came before: the key's answer, if it was used for this same request. */
  private async storedAnswer(userId: string, { key, requestHash }: { key: string; requestHash: string }): Promise<{ status: number; body: unknown }> {
    const stored = await this.keys.stored(userId, key);
    if (!stored || stored.requestHash !== requestHash) throw new IdempotencyKeyReused();
    return { status: stored.status, body: stored.body };
  }
}

function values(o: TransferOpening): OpeningValues {
  const t = o.transfer;
  const [eventTypes, eventPayloads, eventTimes] = outboxRows(o.events);
  return {
    userId: t.fromUserId!, idempotencyKey: o.idempotency?.key ?? null, requestHash: o.idempotency?.requestHash ?? null,
    answerBody: o.idempotency ? JSON.stringify(o.idempotency.answer.body) : null, answerStatus: o.idempotency?.answer.status ?? null,
    purpose: o.stepUp.purpose, tokenHash: o.stepUp.tokenHash, payloadHash: o.stepUp.payloadHash,
    sourceId: t.fromAccountId!, sourceNumber: t.fromAccountNumber!, currency: t.currency,
    payeeId: t.toAccountId, payeeNumber: t.toAccountNumber, payeeUserId: t.toUserId,
    amount: t.amount, amountUsd: t.amountUsd, payeeKey: t.payeeKey,
    dailyLimit: o.limits.dailyUsd.toString(), monthlyLimit: o.limits.monthlyUsd.toString(), payeeLimit: o.limits.payeeDailyUsd.toString(),
    transactionId: t.id, transactionCode: t.transactionCode, memo: o.memo, transferRow: transferRow(rowOf(t)),
    eventTypes, eventPayloads, eventTimes, extensionData: o.extension ? JSON.stringify(o.extension.data) : null,
  };
}

function rowOf(t: Transfer): TransferRow {
  return {
    id: t.id, transaction_code: t.transactionCode, from_account_id: t.fromAccountId, to_account_id: t.toAccountId, from_account_number: t.fromAccountNumber,
    to_account_number: t.toAccountNumber, from_user_id: t.fromUserId, to_user_id: t.toUserId, amount: t.amount, currency: t.currency, amount_usd: t.amountUsd,
    type: t.type, status: t.status, money_state: t.moneyState, held_for_review: t.heldForReview, description: t.description, reference: t.reference,
    credit_note: t.creditNote, admin_notes: t.adminNotes, created_at: t.createdAt, updated_at: t.updatedAt, channel: t.channel, payee_key: t.payeeKey,
  };
}

/** A refusal raised by the statement's `refuse(reason, explanation)` (SQLSTATE BK001), or null for any other error. */
function refusalOf(error: unknown): TransferRefusal | null {
  const e = error as { code?: string; message?: string; detail?: string };
  if (e?.code !== 'BK001') return null;
  if (e.message === 'RESTRICTED') return { refused: 'RESTRICTED', explanation: e.detail || null };
  if (e.message === 'CHECK') return { refused: 'CHECK_FAILED', check: e.detail ?? '' };
  return { refused: e.message as Exclude<TransferRule, 'RESTRICTED'> };
}
