import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from './get-notifications';

/**
 * The server makes a change's notifications just after it answers (the outbox is dispatched
 * after commit), so the first refetch can come too early: two more follow shortly after. A burst
 * of changes shares one set of follow-ups. The 30 s poll stays for what others do.
 */
const FOLLOW_UPS_MS = [700, 2_000];
let followUps: number[] = [];

/**
 * Signing in or out mounts or drops the bell, which loads the list itself; a refetch after
 * sign-out would be a 401, read as an expired session, so pending follow-ups are dropped too.
 */
const SESSION_ROUTES = ['/api/login', '/api/logout'];
/** The notification routes refresh the list themselves and make no notification. */
const NOTIFICATION_ROUTES = '/api/notifications';

export function refreshNotificationsAfterWrite(queryClient: QueryClient, path: string): void {
  if (path.startsWith(NOTIFICATION_ROUTES)) return;
  followUps.forEach((timer) => window.clearTimeout(timer));
  followUps = [];
  if (SESSION_ROUTES.some((route) => path.startsWith(route))) return;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  refresh();
  followUps = FOLLOW_UPS_MS.map((delay) => window.setTimeout(refresh, delay));
}
