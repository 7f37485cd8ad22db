import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDebitCardDto, CardApplicationDto, CardStatus, CardType } from '@bank/contracts/cards';
import { DEFAULT_PAGE_LIMIT, type CursorPage } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { isUuid } from '../../../../../shared/ids.js';
import { IdentifyAccounts, type AccountIdentity } from '../../../../accounts/public/accounts.api.js';
import { last4, maskCardNumber } from '../../../domain/card-number.js';
import { GetAdminCard, ListAllCards, ListCardApplications } from './admin-card-lists.js';

interface Row {
  id: string; account_id: string; card_number: string | null; card_holder_name: string; expiry_month: number | null; expiry_year: number | null;
  card_type: CardType; delivery_address: string | null; status: CardStatus; is_active: boolean; disabled_by: 'owner' | 'admin' | null;
  rejection_reason: string | null; created_at: Date; keyset_0: string;
}

const COLUMNS = `id, account_id, card_number, card_holder_name, expiry_month, expiry_year, card_type, delivery_address, status, is_active,
  disabled_by, rejection_reason, created_at`;

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

/** Title case of the name on the card ("ALEX MORGAN" → "Alex Morgan"): the customer's name when they applied. */
const customerName = (holder: string) => holder.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());

async function accountsOf(queries: QueryBus, rows: Row[]): Promise<Map<string, AccountIdentity>> {
  if (rows.length === 0) return new Map();
  const accounts = await queries.execute<IdentifyAccounts, AccountIdentity[]>(new IdentifyAccounts({ ids: [...new Set(rows.map((r) => r.account_id))], accountNumbers: [] }));
  return new Map(accounts.map((a) => [a.id, a]));
}

/** The rows' account numbers; a row whose account closed after the page was read is left out (the page is one shorter). */
function withAccounts<T>(page: CursorPage<Row>, accounts: Map<string, AccountIdentity>, map: (row: Row, account: AccountIdentity) => T): CursorPage<T> {
  return { ...page, items: page.items.flatMap((r) => { const account = accounts.get(r.account_id); return account ? [map(r, account)] : []; }) };
}

const cardDto = (r: Row, account: AccountIdentity): AdminDebitCardDto => ({
  id: r.id, accountId: r.account_id, accountNumber: account.accountNumber, accountType: account.accountType, customerName: customerName(r.card_holder_name),
  cardNumber: r.card_number && maskCardNumber(r.card_number), last4: r.card_number && last4(r.card_number), cardHolderName: r.card_holder_name,
  expiryMonth: r.expiry_month, expiryYear: r.expiry_year, cardType: r.card_type, isActive: r.is_active, status: r.status, disabledBy: r.disabled_by,
  createdAt: new Date(r.created_at).toISOString(),
});

const applicationDto = (r: Row, account: AccountIdentity): CardApplicationDto => ({
  id: r.id, customerName: customerName(r.card_holder_name), accountNumber: account.accountNumber, accountType: account.accountType,
  cardType: r.card_type, deliveryAddress: r.delivery_address, createdAt: new Date(r.created_at).toISOString(), status: r.status,
  rejectionReason: r.rejection_reason,
});

/** Reads one keyset page of `debit_cards` rows matching `where` (no parameters of its own), counted on the first page. */
async function readPage(em: EntityManager, cursors: PageCursors, keyset: Keyset, where: string, page: ListAllCards['page']): Promise<CursorPage<Row>> {
  const position = cursors.decode(keyset, page.cursor);
  const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
  const params: unknown[] = [];
  const after = keyset.after(position, params);
  const [rows, total] = await Promise.all([
    sql<Row>(em, `select ${COLUMNS}, ${keyset.select} from cards.debit_cards where ${where} and ${after} order by ${keyset.orderBy} limit ${limit + 1}`, params),
    position === null ? cappedCount(em, `from cards.debit_cards where ${where}`, []) : NOT_COUNTED,
  ]);
  return cursors.page(keyset, rows, limit, (r) => r, total);
}

@QueryHandler(ListAllCards)
export class ListAllCardsHandler implements IQueryHandler<ListAllCards, CursorPage<AdminDebitCardDto>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus, private readonly cursors: PageCursors) {}

  async execute({ page }: ListAllCards): Promise<CursorPage<AdminDebitCardDto>> {
    // Declined and pending applications have no number; cancelled cards belong to closed accounts.
    const rows = await readPage(this.em, this.cursors, CARDS, `status = 'active'`, page);
    return withAccounts(rows, await accountsOf(this.queries, rows.items), cardDto);
  }
}

@QueryHandler(GetAdminCard)
export class GetAdminCardHandler implements IQueryHandler<GetAdminCard, AdminDebitCardDto | null> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus) {}

  async execute({ cardId }: GetAdminCard): Promise<AdminDebitCardDto | null> {
    if (!isUuid(cardId)) return null;
    const [row] = await sql<Row>(this.em, `select ${COLUMNS} from cards.debit_cards where id = $1`, [cardId]);
    const account = row && (await accountsOf(this.queries, [row])).get(row.account_id);
    return account ? cardDto(row, account) : null;
  }
}

@QueryHandler(ListCardApplications)
export class ListCardApplicationsHandler implements IQueryHandler<ListCardApplications, CursorPage<CardApplicationDto>> {
  constructor(private readonly em: EntityManager, private readonly queries: QueryBus, private readonly cursors: PageCursors) {}

  async execute({ status, page }: ListCardApplications): Promise<CursorPage<CardApplicationDto>> {
    const rows = await readPage(this.em, this.cursors, status === 'pending' ? QUEUE : APPLICATIONS, APPLICATION_WHERE[status ?? 'all'], page);
    return withAccounts(rows, await accountsOf(this.queries, rows.items), applicationDto);
  }
}
