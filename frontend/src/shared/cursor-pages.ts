import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { CursorPage } from '@bank/contracts/paging';

export interface CursorPagesOptions<P> {
  queryKey: QueryKey;
  /** One page after `cursor` (none: the first page). */
  fetchPage: (cursor: string | undefined) => Promise<P>;
  refetchInterval?: number;
}

/**
 * A keyset-paged list read "Load more" at a time (docs/decisions/keyset-paging.md): the rows of
 * every page loaded so far, and the total the server counted with the first page.
 */
export function useCursorPages<T, P extends CursorPage<T> = CursorPage<T>>({ queryKey, fetchPage, refetchInterval }: CursorPagesOptions<P>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // A new filter keeps the previous rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    ...query,
    /** The first page as the server sent it (totals, and e.g. the unread count), once loaded. */
    first,
    items: pages.flatMap((page) => page.items) as T[],
    total: first ? { total: first.total ?? 0, totalCapped: first.totalCapped } : undefined,
  };
}
