import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import type { IncomingDepositStatus } from '@bank/contracts/payments';
import type { IncomingDepositState } from '../../domain/incoming-deposit.js';

/** Port: the back office's list of deposits (infrastructure/sql-incoming-deposits.ts). */
export interface IncomingDepositQueries {
  page(status: IncomingDepositStatus | undefined, page: CursorQuery): Promise<CursorPage<IncomingDepositState>>;
}
