import type { InternalAccountPurpose } from '../../domain/account.js';
import type { InternalPosition } from '../../public/internal-positions.js';

export interface LedgerCheckResult {
  /** Each broken invariant with (up to 20 of) the rows that break it; empty when the ledger reconciles. */
  breaks: { name: string; count: number; rows: unknown[] }[];
  counts: { entries: string; postings: string; accounts: string; internal: string };
  invariants: number;
}

/**
 * The invariants of DESIGN 3, checked in one read-only snapshot: postings sum to zero per entry and
 * currency, balances equal postings, no balance past its floor, and each internal account of
 * `purposes` holds what the other contexts' records add up to (`reported`, read inside the same
 * snapshot through the injected EntityManager).
 */
export interface LedgerChecks {
  run(reported: () => Promise<InternalPosition[]>, purposes: InternalAccountPurpose[], reporters: string): Promise<LedgerCheckResult>;
}
