import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DOCUMENT_LABELS, type AdminApplicationDetailDto, type AdminApplicationListDto, type AdminApplicationListItemDto, type ApplicationStatus,
  type DocumentField, type OpeningCurrency, type UploadContentType,
} from '@bank/contracts/account-opening';
import { DEFAULT_PAGE_LIMIT, type CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../shared/database/keyset.js';
import { sql } from '../../../shared/database/sql.js';
import type { ApplicationQueries } from '../application/queries/review/application-queries.js';

interface ListRow {
  id: string; reference_number: string; status: ApplicationStatus; email: string; first_name: string; last_name: string;
  account_type: 'individual' | 'joint'; currency: OpeningCurrency; initial_deposit: string; submitted_at: Date;
}

interface DetailRow extends ListRow {
  application: AdminApplicationDetailDto['application']; decided_at: Date | null; decided_by_customer_id: string | null;
  rejection_reason: string | null; customer_id: string | null; account_number: string | null;
}

const LIST_COLUMNS = `id, reference_number, status, email, first_name, last_name, account_type, currency, initial_deposit::text as initial_deposit, submitted_at`;

// On account_applications_submitted_idx, or account_applications_status_idx for one status.
const KEYSET = new Keyset('admin-applications', [{ sql: 'submitted_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function listItem(r: ListRow): AdminApplicationListItemDto {
  return {
    id: r.id, referenceNumber: r.reference_number, status: r.status, name: `${r.first_name} ${r.last_name}`, email: r.email,
    submittedAt: iso(r.submitted_at)!, accountType: r.account_type, initialDeposit: r.initial_deposit, currency: r.currency,
  };
}

/** The Applications tab's reads, over the onboarding schema only. */
@Injectable()
export class SqlApplicationQueries implements ApplicationQueries {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async page(status: ApplicationStatus | undefined, page: CursorQuery): Promise<AdminApplicationListDto> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    // An application counts once its email is verified: staff see no other.
    let where = 'email_verified_at is not null';
    if (status) {
      params.push(status);
      where += ' and status = $1';
    }
    const filterParams = [...params];
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<ListRow & { keyset_0: string }>(this.em,
        `select ${LIST_COLUMNS}, ${KEYSET.select} from onboarding.account_applications where ${where} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from onboarding.account_applications where ${where}`, filterParams) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, listItem, total);
  }

  async detail(applicationId: string): Promise<AdminApplicationDetailDto | null> {
    const [[r], docs] = await Promise.all([
      sql<DetailRow>(this.em,
        `select ${LIST_COLUMNS}, application, decided_at, decided_by_customer_id, rejection_reason, customer_id, account_number
         from onboarding.account_applications where id = $1 and email_verified_at is not null`, [applicationId]),
      sql<{ document_field: DocumentField; content_type: UploadContentType; size: number }>(this.em,
        `select document_field, content_type, size from onboarding.document_uploads where application_id = $1 order by document_field`, [applicationId]),
    ]);
    if (!r) return null;
    return {
      ...listItem(r),
      application: r.application,
      documents: docs.map((d) => ({
        field: d.document_field, label: DOCUMENT_LABELS[d.document_field], contentType: d.content_type, size: d.size,
        url: `/api/admin/account-opening/applications/${r.id}/documents/${d.document_field}`,
      })),
      decidedAt: iso(r.decided_at), decidedBy: r.decided_by_customer_id, rejectionReason: r.rejection_reason,
      customerId: r.customer_id, accountNumber: r.account_number,
    };
  }

  async documentKey(applicationId: string, field: DocumentField): Promise<string | null> {
    const [upload] = await sql<{ id: string }>(this.em,
      `select u.id from onboarding.document_uploads u join onboarding.account_applications a on a.id = u.application_id
        where u.application_id = $1 and u.document_field = $2 and a.email_verified_at is not null`, [applicationId, field]);
    return upload?.id ?? null;
  }
}
