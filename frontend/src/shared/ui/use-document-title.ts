import { useEffect } from 'react';
import { BANK_NAME } from '../brand';

/** Names the page in the tab and for screen readers announcing navigation. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BANK_NAME}` : BANK_NAME;
  }, [title]);
}
