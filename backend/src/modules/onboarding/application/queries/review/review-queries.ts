import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountOpeningMessages as M, DOCUMENT_FIELDS, type AdminApplicationDetailDto, type AdminApplicationListDto, type ApplicationStatus, type DocumentField } from '@bank/contracts/account-opening';
import type { CursorQuery } from '@bank/contracts/paging';
import { isUuid } from '../../../../../shared/ids.js';
import type { DocumentStorage, StoredDocument } from '../../../domain/document-storage.js';
import { ApplicationNotFound, DocumentNotFound } from '../../../domain/onboarding.errors.js';
import { APPLICATION_QUERIES, DOCUMENT_STORAGE } from '../../../onboarding.tokens.js';
import type { ApplicationQueries } from './application-queries.js';

/** The Applications tab: newest first, all or one status, keyset-paged. */
export class ListApplications {
  constructor(readonly status: ApplicationStatus | undefined, readonly page: CursorQuery) {}
}

/** The whole application as staff see it; reading changes nothing (opening it for review is a POST). */
export class GetApplicationForStaff {
  constructor(readonly applicationId: string) {}
}

/** One document of an application, for staff only. */
export class GetApplicationDocument {
  constructor(readonly applicationId: string, readonly field: string) {}
}

@QueryHandler(ListApplications)
export class ListApplicationsHandler implements IQueryHandler<ListApplications, AdminApplicationListDto> {
  constructor(@Inject(APPLICATION_QUERIES) private readonly applications: ApplicationQueries) {}

  execute({ status, page }: ListApplications): Promise<AdminApplicationListDto> {
    return this.applications.page(status, page);
  }
}

@QueryHandler(GetApplicationForStaff)
export class GetApplicationForStaffHandler implements IQueryHandler<GetApplicationForStaff, AdminApplicationDetailDto> {
  constructor(@Inject(APPLICATION_QUERIES) private readonly applications: ApplicationQueries) {}

  async execute({ applicationId }: GetApplicationForStaff): Promise<AdminApplicationDetailDto> {
    const detail = isUuid(applicationId) ? await this.applications.detail(applicationId) : null;
    if (!detail) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    return detail;
  }
}

@QueryHandler(GetApplicationDocument)
export class GetApplicationDocumentHandler implements IQueryHandler<GetApplicationDocument, StoredDocument> {
  constructor(@Inject(APPLICATION_QUERIES) private readonly applications: ApplicationQueries, @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage) {}

  async execute({ applicationId, field }: GetApplicationDocument): Promise<StoredDocument> {
    if (!isUuid(applicationId)) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    if (!(DOCUMENT_FIELDS as readonly string[]).includes(field)) throw new DocumentNotFound(M.DOCUMENT_NOT_FOUND);
    const key = await this.applications.documentKey(applicationId, field as DocumentField);
    const stored = key ? await this.storage.get(key) : null;
    if (!stored) throw new DocumentNotFound(M.DOCUMENT_NOT_FOUND);
    return stored;
  }
}
