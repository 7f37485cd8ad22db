import { useCallback, useSyncExternalStore } from 'react';

/** The visitor asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a CSS media query matches, re-rendering when that changes. Read synchronously (unlike
 * antd's Grid.useBreakpoint), so the first paint is already right; false when pre-rendered at build.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
