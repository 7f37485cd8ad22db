import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountCardDto, CardApplicationStatus, CardStatus, CardType, WalletType } from '@bank/contracts/cards';
import { DEFAULT_PAGE_LIMIT, type CursorPage, type CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import { maskCardNumber } from '../domain/card-number.js';
import type { CardQueries, CustomerCardView, StaffCardView } from '../application/queries/card-queries.js';

interface StaffRow {
  id: string; account_id: string; last4: string | null; card_holder_name: string; expiry_month: number | null; expiry_year: number | null;
  card_type: CardType; delivery_address: string | null; status: CardStatus; is_active: boolean; disabled_by: 'owner' | 'admin' | null;
  rejection_reason: string | null; created_at: Date; keyset_0: string;
}

interface CustomerRow extends Omit<StaffRow, 'keyset_0'> { daily_limit: string; wallets: WalletType[]; updated_at: Date }

/** The last four digits: no list reads the full number. */
const STAFF_COLUMNS = `id, account_id, last4, card_holder_name, expiry_month, expiry_year, card_type, delivery_address, status,
  is_active, disabled_by, rejection_reason, created_at`;

// Each order is served by an index (migration 20261126000500): (status, created_at desc, id desc)
// for a status, read backwards for the pending queue; (created_at desc, id desc) for all applications.
const CARDS = new Keyset('admin-cards', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);
const APPLICATIONS = new Keyset('admin-card-applications', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);
const QUEUE = new Keyset('admin-card-queue', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }], 'asc');

/** A card the customer applied for (a card the bank registered by hand was never an application). */
const APPLIED = `exists (select 1 from cards.card_history h where h.card_id = debit_cards.id and h.event = 'applied')`;
const APPLICATION_WHERE = {
  pending: `status = 'pending'`,
  active: `status = 'active' and ${APPLIED}`,
  rejected: `status = 'rejected'`,
  all: `(status in ('pending', 'rejected') or (status = 'active' and ${APPLIED}))`,
};

const staffView = (r: StaffRow): StaffCardView => ({
  id: r.id, accountId: r.account_id, last4: r.last4, cardHolderName: r.card_holder_name, expiryMonth: r.expiry_month, expiryYear: r.expiry_year,
  cardType: r.card_type, deliveryAddress: r.delivery_address, status: r.status, isActive: r.is_active, disabledBy: r.disabled_by,
  rejectionReason: r.rejection_reason, createdAt: new Date(r.created_at).toISOString(),
});

/** The cards schema's reads, straight into the shapes the handlers answer. */
@Injectable()
export class SqlCardQueries implements CardQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async ofCustomer(userId: string, accountId?: string): Promise<CustomerCardView[]> {
    const rows = await sql<CustomerRow>(this.em,
      `select c.id, c.account_id, c.last4, c.card_holder_name, c.expiry_month, c.expiry_year, c.card_type, c.delivery_address,
              c.daily_limit::text as daily_limit, c.status, c.is_active, c.disabled_by, c.rejection_reason, c.created_at, c.updated_at,
              coalesce((select array_agg(w.wallet_type order by w.wallet_type) from cards.card_wallet_tokens w where w.card_id = c.id), '{}') as wallets
       from cards.debit_cards c where c.user_id = $1 and ($2::uuid is null or c.account_id = $2)
       order by c.created_at desc, c.id`, [userId, accountId ?? null]);
    return rows.map((r) => ({
      id: r.id, accountId: r.account_id, cardNumber: r.last4 && maskCardNumber(r.last4), last4: r.last4,
      cardHolderName: r.card_holder_name, expiryMonth: r.expiry_month, expiryYear: r.expiry_year, cardType: r.card_type,
      deliveryAddress: r.delivery_address, dailyLimit: r.daily_limit, isActive: r.is_active ? 'true' : 'false', status: r.status,
      disabledBy: r.disabled_by, rejectionReason: r.rejection_reason, wallets: r.wallets,
      createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString(),
    }));
  }

  async ofAccounts(accountIds: string[]): Promise<Record<string, AccountCardDto>> {
    if (accountIds.length === 0) return {};
    const rows = await sql<{ account_id: string; id: string; last4: string | null; card_type: CardType; status: CardStatus; is_active: boolean }>(this.em,
      `select distinct on (account_id) account_id, id, last4, card_type, status, is_active
       from cards.debit_cards where account_id = any($1::uuid[])
       order by account_id, (status in ('pending', 'active')) desc, created_at desc`, [accountIds]);
    return Object.fromEntries(rows.map((r) => [r.account_id, {
      id: r.id, last4: r.last4, cardType: r.card_type, status: r.status, isActive: r.is_active ? 'true' as const : 'false' as const,
    }]));
  }

  inForce(page: CursorQuery): Promise<CursorPage<StaffCardView>> {
    // Declined and pending applications have no number; cancelled cards belong to closed accounts.
    return this.page(CARDS, `status = 'active'`, page);
  }

  applications(status: CardApplicationStatus | undefined, page: CursorQuery): Promise<CursorPage<StaffCardView>> {
    return this.page(status === 'pending' ? QUEUE : APPLICATIONS, APPLICATION_WHERE[status ?? 'all'], page);
  }

  async one(cardId: string): Promise<StaffCardView | null> {
    const [row] = await sql<StaffRow>(this.em, `select ${STAFF_COLUMNS} from cards.debit_cards where id = $1`, [cardId]);
    return row ? staffView(row) : null;
  }

  /** One keyset page of cards matching `where` (no parameters of its own), counted on the first page. */
  private async page(keyset: Keyset, where: string, page: CursorQuery): Promise<CursorPage<StaffCardView>> {
    const position = this.cursors.decode(keyset, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    const after = keyset.after(position, params);
    const [rows, total] = await Promise.all([
      sql<StaffRow>(this.em, `select ${STAFF_COLUMNS}, ${keyset.select} from cards.debit_cards where ${where} and ${after} order by ${keyset.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from cards.debit_cards where ${where}`, []) : NOT_COUNTED,
    ]);
    return this.cursors.page(keyset, rows, limit, staffView, total);
  }
}
