import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { SupportMessageDto, SupportMessageStatus } from '@bank/contracts/notifications';

/** A message for staff, before identity adds whose it is. */
export interface StaffSupportMessage extends SupportMessageDto {
  userId: string;
  repliedBy: string | null;
}

/** Port: the reads of the messages (infrastructure/sql-support-messages.ts). */
export interface SupportMessageQueries {
  recentOf(userId: string): Promise<SupportMessageDto[]>;
  pageForStaff(status: SupportMessageStatus | undefined, page: CursorQuery): Promise<CursorPage<StaffSupportMessage>>;
}
