import { useState } from 'react';

/**
 * Server-side paging by keyset cursors: the stack of cursors that led to the current page, so
 * Previous goes back exactly and Next asks for the server's nextCursor. A new search starts over.
 */
export function useCursorPages() {
  const [stack, setStack] = useState<string[]>([]);
  return {
    cursor: stack[stack.length - 1],
    pageNumber: stack.length + 1,
    next: (cursor: string) => setStack((s) => [...s, cursor]),
    previous: () => setStack((s) => s.slice(0, -1)),
    reset: () => setStack([]),
  };
}
