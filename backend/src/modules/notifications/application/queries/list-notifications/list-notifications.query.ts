import type { CursorQuery } from '@bank/contracts/paging';

export class ListNotifications {
  constructor(readonly userId: string, readonly page: CursorQuery) {}
}
