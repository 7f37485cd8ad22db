import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { IdentityMessages, SESSION } from '@bank/contracts/identity';
import { CURRENT_USER_KEY, clearSession, currentUserQueryOptions } from '../../shared/current-user';
import { notify } from '../../shared/notify';
import { useSessionTimerStore } from './session-timer-store';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;
/** Mouse moves fire hundreds of times a second; one reset per second is enough. */
const ACTIVITY_THROTTLE_MS = 1000;
/**
 * Activity only resets the client's countdown; the server's idle clock moves on API calls.
 * Touching GET /api/user at most once a minute, with a trailing touch after the last activity,
 * keeps the server's deadline at or after the client's, so the client always expires first.
 */
const SERVER_TOUCH_INTERVAL_MS = 60_000;

function warningText(seconds: number): string {
  return seconds >= 60 ? `${Math.round(seconds / 60)} minutes` : `${seconds} seconds`;
}

/** Runs the countdown for the signed-in shell. Mount once; the display reads the store. */
export function useSessionTimer(timeoutMinutes: number, onExpire: () => void): void {
  const queryClient = useQueryClient();
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    useSessionTimerStore.getState().start(timeoutMinutes * 60);
  }, [timeoutMinutes]);

  useEffect(() => {
    let expired = false;
    const interval = window.setInterval(() => useSessionTimerStore.getState().tick(), 1000);
    const unsubscribe = useSessionTimerStore.subscribe((state, previous) => {
      for (const threshold of SESSION.WARNING_SECONDS) {
        if (previous.remaining > threshold && state.remaining <= threshold && state.remaining > 0) {
          notify.warning({
            title: 'Session Expiring Soon',
            description: `You will be signed out in ${warningText(threshold)} due to inactivity.`,
            key: 'session-warning',
          });
        }
      }
      if (state.remaining === 0 && !expired) {
        expired = true;
        onExpireRef.current();
      }
    });
    return () => {
      window.clearInterval(interval);
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    let lastReset = 0;
    let trailingTouch: number | undefined;

    const touchServer = () => {
      useSessionTimerStore.getState().markServerTouched();
      // A 401 here yields a null user, and the router then sends the visitor to /login.
      void queryClient.refetchQueries({ queryKey: CURRENT_USER_KEY, exact: true });
    };

    const onActivity = () => {
      const now = Date.now();
      if (now - lastReset < ACTIVITY_THROTTLE_MS) return;
      lastReset = now;
      const { remaining, reset, lastServerTouchAt } = useSessionTimerStore.getState();
      if (remaining === 0) return; // Already expired: the sign-out is under way.
      reset();
      const sinceTouch = now - lastServerTouchAt;
      if (sinceTouch >= SERVER_TOUCH_INTERVAL_MS) {
        touchServer();
      } else if (trailingTouch === undefined) {
        trailingTouch = window.setTimeout(() => {
          trailingTouch = undefined;
          touchServer();
        }, SERVER_TOUCH_INTERVAL_MS - sinceTouch);
      }
    };

    const options = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((event) => window.addEventListener(event, onActivity, options));
    return () => {
      ACTIVITY_EVENTS.forEach((event) => window.removeEventListener(event, onActivity, options));
      window.clearTimeout(trailingTouch);
    };
  }, [queryClient]);
}

/**
 * The Extend button: GET /api/user extends the server session, then the countdown restarts.
 * Goes through the cache so it shares the request the click's own activity touch just started.
 */
export function useExtendSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
    onSuccess: (user: UserDto | null) => {
      if (!user) {
        // The server session is already gone. Clearing first keeps the router's own
        // "logged out" toast quiet, so this one is the message the user reads.
        clearSession(queryClient);
        notifyExtensionFailed();
        navigate('/login', { replace: true });
        return;
      }
      const timer = useSessionTimerStore.getState();
      timer.markServerTouched();
      timer.reset();
    },
    onError: notifyExtensionFailed,
  });
}

function notifyExtensionFailed() {
  notify.error({ title: IdentityMessages.EXTENSION_FAILED_TITLE, description: IdentityMessages.EXTENSION_FAILED });
}
