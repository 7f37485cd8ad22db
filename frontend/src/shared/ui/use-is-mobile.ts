import { useMediaQuery } from './use-media-query';

/** The mobile breakpoint of SPEC 2.4: below 768 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
