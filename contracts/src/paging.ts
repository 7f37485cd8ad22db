/**
 * Keyset (cursor) paging, shared by every list that can grow: transactions, notifications and
 * the admin lists (docs/decisions/keyset-paging.md). A page never costs more as the list grows:
 * the next page starts after the last row shown, and the total is counted only up to a cap.
 */

/** Counts stop here; above it the client shows "10,000+". */
export const PAGE_TOTAL_CAP = 10_000;
/**
 * A back-office search counts its matches only this far ("100+"): a search is for finding someone,
 * and past five pages a teller narrows the term rather than paging on. Each match counted costs a
 * read of its row (a trigram match must be checked against the text), so a higher cap makes a
 * common name cost more as the bank grows.
 */
export const SEARCH_TOTAL_CAP = 100;
export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 20;

/** `?cursor=&limit=`: both optional; no cursor is the first page. */
export interface CursorQuery {
  /** `nextCursor` of the previous page, as the server sent it. */
  cursor?: string;
  limit?: number;
}

export interface CursorPage<T> {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /**
   * Matching rows on all pages, counted up to PAGE_TOTAL_CAP (a back-office search: SEARCH_TOTAL_CAP). Counted with the first page only
   * (no cursor); later pages send null and the client keeps the first page's.
   */
  total: number | null;
  /** True when there are more than `total`: show "10,000+". */
  totalCapped: boolean;
}

export const PagingMessages = {
  CURSOR_INVALID: 'cursor is not valid; start again from the first page',
  LIMIT_INVALID: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`,
} as const;

/** "1,234" or "10,000+", for a count line above a list. */
export function formatTotal(page: { total: number; totalCapped: boolean }): string {
  return `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;
}
