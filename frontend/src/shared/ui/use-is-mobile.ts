import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of SPEC 2.4: below 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MOBILE_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Read synchronously (unlike antd's Grid.useBreakpoint), so the first paint has the right layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_MEDIA_QUERY).matches);
}
