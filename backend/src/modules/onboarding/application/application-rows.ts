import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DOCUMENT_LABELS, type AdminApplicationDetailDto, type AdminApplicationListItemDto, type ApplicationStatus, type DocumentField,
  type OpeningCurrency, type UploadContentType,
} from '@bank/contracts/account-opening';
import { sql } from '../../../shared/database/sql.js';

export interface ApplicationRow {
  id: string; reference_number: string; status: ApplicationStatus; email: string; first_name: string; last_name: string;
  date_of_birth: string; account_type: 'individual' | 'joint'; currency: OpeningCurrency; initial_deposit: string;
  application: AdminApplicationDetailDto['application']; submitted_at: Date; decided_at: Date | null; decided_by_customer_id: string | null;
  rejection_reason: string | null; user_id: string | null; customer_id: string | null; account_id: string | null; account_number: string | null;
  password_set_at: Date | null;
}

export const APPLICATION_COLUMNS = `id, reference_number, status, email, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth,
  account_type, currency, initial_deposit::text as initial_deposit, application, submitted_at, decided_at, decided_by_customer_id,
  rejection_reason, user_id, customer_id, account_id, account_number, password_set_at`;

export const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function listItem(r: ApplicationRow): AdminApplicationListItemDto {
  return {
    id: r.id, referenceNumber: r.reference_number, status: r.status, name: `${r.first_name} ${r.last_name}`, email: r.email,
    submittedAt: iso(r.submitted_at)!, accountType: r.account_type, initialDeposit: r.initial_deposit, currency: r.currency,
  };
}

/** The whole application as staff see it, with its documents' admin-only download routes. */
export async function detailOf(em: EntityManager, r: ApplicationRow): Promise<AdminApplicationDetailDto> {
  const docs = await sql<{ document_field: DocumentField; content_type: UploadContentType; size: number }>(em,
    `select document_field, content_type, size from onboarding.document_uploads where application_id = $1 order by document_field`, [r.id]);
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
