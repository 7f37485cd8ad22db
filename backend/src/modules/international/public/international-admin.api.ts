import type { TransactionStatus } from '@bank/contracts/accounts';
import type { AdminInternationalTransferDto, AdminInternationalTransferPage, AdminInternationalTransferQuery } from '@bank/contracts/international';

/** What the back office (the admin context) and the settlement job may ask of international transfers. */

/**
 * Sets an international transfer's status; completed/credited send the held money out through the
 * external account, failed/cancelled return amount and fee to the source, at most once (DESIGN 4,
 * 409 otherwise). Joins the caller's transaction. Answers the transfer before and after.
 */
export class ChangeInternationalTransferStatus {
  constructor(
    readonly transferId: string,
    readonly status: TransactionStatus,
    readonly changedBy: string | null,
    readonly notes: { adminNotes?: string | null; creditNote?: string | null } = {},
  ) {}
}
export interface InternationalStatusChange {
  before: AdminInternationalTransferDto;
  after: AdminInternationalTransferDto;
}

/** The back office's list: compliance hits waiting for a person first, then newest; by status, country and a search. */
export class ListInternationalTransfersForAdmin {
  constructor(readonly filter: AdminTransferFilter, readonly page: Pick<AdminInternationalTransferQuery, 'cursor' | 'limit'>) {}
}
/** The list's filters: status, recipient country, and a search (a reference number or a customer id). */
export type AdminTransferFilter = Pick<AdminInternationalTransferQuery, 'status' | 'country' | 'search'>;
export type { AdminInternationalTransferPage };

/** Stores a new rate (units of USD per unit) with its date. Joins the caller's transaction. Answers the rate before and after. */
export class UpdateExchangeRate {
  constructor(readonly currency: string, readonly usdRate: string, readonly rateDate: string | undefined) {}
}
export interface ExchangeRateChange {
  before: { currency: string; usdRate: string; rateDate: string };
  after: { currency: string; usdRate: string; rateDate: string };
}
