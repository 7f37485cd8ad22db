import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_PAGE_LIMIT, type CursorPage, type CursorQuery } from '@bank/contracts/paging';
import type { IncomingDepositStatus } from '@bank/contracts/payments';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import { IncomingDeposit, newFundingReference, type IncomingDepositRepository, type IncomingDepositState } from '../domain/incoming-deposit.js';

interface Row {
  id: string; reference: string; account_id: string; account_number: string; user_id: string; amount: string; currency: string; payer: string;
  status: IncomingDepositStatus; recorded_by: string; recorded_at: Date; approved_by: string | null; approved_at: Date | null; transaction_id: string | null;
  rejected_by: string | null; rejected_at: Date | null; rejection_reason: string | null;
}

const COLUMNS = 'id, reference, account_id, account_number, user_id, amount::text as amount, currency, payer, status, recorded_by, recorded_at, approved_by, approved_at, transaction_id, rejected_by, rejected_at, rejection_reason';
const KEYSET = new Keyset('incoming-deposits', [{ sql: 'recorded_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);

const toState = (r: Row): IncomingDepositState => ({
  id: r.id, reference: r.reference, accountId: r.account_id, accountNumber: r.account_number, userId: r.user_id, amount: r.amount, currency: r.currency.trim(),
  payer: r.payer, status: r.status, recordedBy: r.recorded_by, recordedAt: new Date(r.recorded_at), approvedBy: r.approved_by,
  approvedAt: r.approved_at ? new Date(r.approved_at) : null, transactionId: r.transaction_id,
  rejectedBy: r.rejected_by, rejectedAt: r.rejected_at ? new Date(r.rejected_at) : null, rejectionReason: r.rejection_reason,
});

/** payments.funding_references and payments.incoming_deposits. */
@Injectable()
export class SqlIncomingDeposits implements IncomingDepositRepository {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async referenceFor(accountId: string, userId: string): Promise<string> {
    // Made on first sight; a concurrent first sight inserts nothing and reads the winner's.
    await sql(this.em, `insert into payments.funding_references (account_id, user_id, reference) values ($1, $2, $3) on conflict (account_id) do nothing`,
      [accountId, userId, newFundingReference()]);
    const [row] = await sql<{ reference: string }>(this.em, `select reference from payments.funding_references where account_id = $1`, [accountId]);
    return row.reference;
  }

  async findReference(reference: string): Promise<{ accountId: string; userId: string } | null> {
    const [row] = await sql<{ account_id: string; user_id: string }>(this.em, `select account_id, user_id from payments.funding_references where reference = $1`, [reference]);
    return row ? { accountId: row.account_id, userId: row.user_id } : null;
  }

  async hasReceivedMoney(userId: string): Promise<boolean> {
    const [row] = await sql<{ received: boolean }>(this.em,
      `select exists (select 1 from payments.transactions where to_user_id = $1 and status = 'completed') as received`, [userId]);
    return row.received;
  }

  async add(d: IncomingDeposit): Promise<void> {
    const s = d.snapshot;
    await sql(this.em,
      `insert into payments.incoming_deposits (id, reference, account_id, account_number, user_id, amount, currency, payer, recorded_by, recorded_at)
       values ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9, $10)`,
      [s.id, s.reference, s.accountId, s.accountNumber, s.userId, s.amount, s.currency, s.payer, s.recordedBy, s.recordedAt]);
  }

  async findForUpdate(id: string): Promise<IncomingDeposit | null> {
    const [row] = await sql<Row>(this.em, `select ${COLUMNS} from payments.incoming_deposits where id = $1 for update`, [id]);
    return row ? IncomingDeposit.restore(toState(row)) : null;
  }

  async saveDecision(d: IncomingDeposit): Promise<void> {
    const s = d.snapshot;
    await sql(this.em,
      `update payments.incoming_deposits set status = $2, approved_by = $3, approved_at = $4, transaction_id = $5, rejected_by = $6, rejected_at = $7, rejection_reason = $8
       where id = $1`,
      [s.id, s.status, s.approvedBy, s.approvedAt, s.transactionId, s.rejectedBy, s.rejectedAt, s.rejectionReason]);
  }

  async page(status: IncomingDepositStatus | undefined, page: CursorQuery): Promise<CursorPage<IncomingDepositState>> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [status ?? null];
    const filter = '($1::text is null or status = $1)';
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<Row & { keyset_0: string; keyset_1: string }>(this.em,
        `select ${COLUMNS}, ${KEYSET.select} from payments.incoming_deposits where ${filter} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from payments.incoming_deposits where ${filter}`, [status ?? null]) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, toState, total);
  }
}
