import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from './get-notifications';

/**
 * The server makes a change's notifications just after it answers (the outbox is dispatched
 * after commit), so the first refetch can come too early: two more follow shortly after. A burst
 * of changes shares one set of follow-ups. The 30 s poll stays for what others do.
 */
const FOLLOW_UPS_MS = [700, 2_000];
let followUps: number[] = [];

export function refreshNotificationsAfterWrite(queryClient: QueryClient, path: string): void {
  // The notification routes refresh the list themselves and make no notification.
  if (path.startsWith('/api/notifications')) return;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  refresh();
  followUps.forEach((timer) => window.clearTimeout(timer));
  followUps = FOLLOW_UPS_MS.map((delay) => window.setTimeout(refresh, delay));
}
