import { SetMetadata } from '@nestjs/common';
import type { InternalAccountPurpose } from './accounts.api.js';

export const INTERNAL_POSITION_SOURCE = 'accounts:internal-position-source';

/** What a context's own records say one internal account must hold in one currency (signed as postings are). */
export interface InternalPosition {
  purpose: InternalAccountPurpose;
  currency: string;
  amount: string;
}

/**
 * A context that keeps money in the bank's internal accounts and can say, from its own records,
 * how much (payments: transfers held in clearing). The `reconcile-ledger` job adds up every
 * source's positions per internal account and currency and compares the sum with the account's
 * postings; for a purpose it covers, a currency the sources do not mention must hold zero.
 * `positions` runs inside the job's read-only snapshot: read through the injected EntityManager.
 * Mark the provider with @ReportsInternalPositions.
 */
export interface InternalPositionSource {
  positions(): Promise<InternalPosition[]>;
}

export const ReportsInternalPositions = (source: string, purposes: InternalAccountPurpose[]) =>
  SetMetadata(INTERNAL_POSITION_SOURCE, { source, purposes });
