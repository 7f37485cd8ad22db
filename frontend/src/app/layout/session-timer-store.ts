import { create } from 'zustand';
import { SESSION } from '@bank/contracts/identity';

/**
 * The client's idle countdown (DESIGN: zustand holds what the server does not know). It keeps
 * a deadline rather than counting ticks, so a throttled background tab still expires on time.
 */
interface SessionTimerState {
  totalSeconds: number;
  expiresAt: number;
  remaining: number;
  /** When the server's idle clock was last reset by a call of ours (ms since epoch). */
  lastServerTouchAt: number;
  start: (totalSeconds: number) => void;
  reset: () => void;
  tick: () => void;
  markServerTouched: () => void;
}

const DEFAULT_SECONDS = SESSION.DEFAULT_TIMEOUT_MINUTES * 60;

export const useSessionTimerStore = create<SessionTimerState>()((set, get) => ({
  totalSeconds: DEFAULT_SECONDS,
  expiresAt: Date.now() + DEFAULT_SECONDS * 1000,
  remaining: DEFAULT_SECONDS,
  lastServerTouchAt: Date.now(),
  // Starting follows a fresh GET /api/user or login, so the server was just touched too.
  start: (totalSeconds) =>
    set({ totalSeconds, expiresAt: Date.now() + totalSeconds * 1000, remaining: totalSeconds, lastServerTouchAt: Date.now() }),
  reset: () => {
    const { totalSeconds } = get();
    set({ expiresAt: Date.now() + totalSeconds * 1000, remaining: totalSeconds });
  },
  tick: () => {
    const remaining = Math.max(0, Math.round((get().expiresAt - Date.now()) / 1000));
    if (remaining !== get().remaining) set({ remaining });
  },
  markServerTouched: () => set({ lastServerTouchAt: Date.now() }),
}));
