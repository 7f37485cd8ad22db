import type { AdminDomesticPaymentDto } from '@bank/contracts/admin';
import type { TransactionStatus } from '@bank/contracts/accounts';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';

/**
 * Domestic transfers for the back office, newest first, keyset-paged; filtered by status, searched
 * by transaction code, account number or the sender's customer id.
 */
export class ListDomesticPaymentsForAdmin {
  constructor(readonly filter: { status?: TransactionStatus; search?: string }, readonly page: CursorQuery) {}
}
export type AdminDomesticPaymentPage = CursorPage<AdminDomesticPaymentDto>;
