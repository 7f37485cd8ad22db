import type { AdminApplicationDetailDto, AdminApplicationListDto, ApplicationStatus, DocumentField } from '@bank/contracts/account-opening';
import type { CursorQuery } from '@bank/contracts/paging';

/** Staff's reads of applications, straight into the API's shapes; implemented in infrastructure/ over the onboarding schema only. */
export interface ApplicationQueries {
  /** Newest first, all or one status, keyset-paged. */
  page(status: ApplicationStatus | undefined, page: CursorQuery): Promise<AdminApplicationListDto>;
  /** The whole application with its documents' admin-only download routes; null when there is none. */
  detail(applicationId: string): Promise<AdminApplicationDetailDto | null>;
  /** The storage key of an application's document, or null. */
  documentKey(applicationId: string, field: DocumentField): Promise<string | null>;
}
