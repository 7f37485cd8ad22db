import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useChatStore } from '../../shared/chat-store';
import { useTutorialStore } from './tutorial-store';
import { AUTO_START_BY_PATH, AUTO_START_DELAY_MS } from './tutorials';

/**
 * SPEC 4 "Auto-start": 1.5 s after a mapped page becomes current, its tutorial opens unless it
 * was completed. It waits its turn: not over another tutorial, the library or the chat, and never
 * again once the customer skipped or closed it (issue 18.3; the library still offers it).
 */
export function useTutorialAutoStart(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const id = AUTO_START_BY_PATH[pathname.replace(/\/+$/, '') || '/'];
    if (!id) return;
    const timer = window.setTimeout(() => {
      const { completed, skipped, activeId, libraryOpen, start } = useTutorialStore.getState();
      if (completed.includes(id) || skipped.includes(id) || activeId || libraryOpen || useChatStore.getState().open) return;
      start(id);
    }, AUTO_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
