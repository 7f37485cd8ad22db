import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountOpeningMessages as M, DOCUMENT_FIELDS, type AdminApplicationListDto, type ApplicationStatus, type DocumentField } from '@bank/contracts/account-opening';
import { DEFAULT_PAGE_LIMIT, type CursorQuery } from '@bank/contracts/paging';
import { cappedCount, Keyset, NOT_COUNTED, PageCursors } from '../../../../../shared/database/keyset.js';
import { sql } from '../../../../../shared/database/sql.js';
import { isUuid } from '../../../../../shared/ids.js';
import type { DocumentStorage, StoredDocument } from '../../../domain/document-storage.js';
import { ApplicationNotFound, DocumentNotFound } from '../../../domain/onboarding.errors.js';
import { DOCUMENT_STORAGE } from '../../../onboarding.tokens.js';
import { APPLICATION_COLUMNS, listItem, type ApplicationRow } from '../../application-rows.js';

/** The Applications tab: newest first, all or one status, keyset-paged. */
export class ListApplications {
  constructor(readonly status: ApplicationStatus | undefined, readonly page: CursorQuery) {}
}

/** One document of an application, for staff only. */
export class GetApplicationDocument {
  constructor(readonly applicationId: string, readonly field: string) {}
}

const KEYSET = new Keyset('admin-applications', [{ sql: 'submitted_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);

@QueryHandler(ListApplications)
export class ListApplicationsHandler implements IQueryHandler<ListApplications, AdminApplicationListDto> {
  constructor(private readonly em: EntityManager, private readonly cursors: PageCursors) {}

  async execute({ status, page }: ListApplications): Promise<AdminApplicationListDto> {
    const position = this.cursors.decode(KEYSET, page.cursor);
    const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
    const params: unknown[] = [];
    let where = 'true';
    if (status) {
      params.push(status);
      where = 'status = $1';
    }
    const filterParams = [...params];
    const after = KEYSET.after(position, params);
    const [rows, total] = await Promise.all([
      sql<ApplicationRow & { keyset_0: string }>(this.em,
        `select ${APPLICATION_COLUMNS}, ${KEYSET.select} from onboarding.account_applications where ${where} and ${after} order by ${KEYSET.orderBy} limit ${limit + 1}`, params),
      position === null ? cappedCount(this.em, `from onboarding.account_applications where ${where}`, filterParams) : NOT_COUNTED,
    ]);
    return this.cursors.page(KEYSET, rows, limit, listItem, total);
  }
}

@QueryHandler(GetApplicationDocument)
export class GetApplicationDocumentHandler implements IQueryHandler<GetApplicationDocument, StoredDocument> {
  constructor(private readonly em: EntityManager, @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage) {}

  async execute({ applicationId, field }: GetApplicationDocument): Promise<StoredDocument> {
    if (!isUuid(applicationId)) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    if (!(DOCUMENT_FIELDS as readonly string[]).includes(field)) throw new DocumentNotFound(M.DOCUMENT_NOT_FOUND);
    const [upload] = await sql<{ id: string }>(this.em,
      `select id from onboarding.document_uploads where application_id = $1 and document_field = $2`, [applicationId, field as DocumentField]);
    const stored = upload ? await this.storage.get(upload.id) : null;
    if (!stored) throw new DocumentNotFound(M.DOCUMENT_NOT_FOUND);
    return stored;
  }
}
