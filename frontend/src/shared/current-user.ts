import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@bank/contracts/identity';
import { ApiError, api } from './api-client';

/**
 * The signed-in user, shared by every feature (a 401 means "signed out", SPEC 4). It lives in
 * shared/ rather than features/auth because the shell, the dashboard and later features read it.
 */
export const CURRENT_USER_KEY = ['user'] as const;

export async function getCurrentUser(): Promise<UserDto | null> {
  try {
    return await api.get<UserDto>('/api/user', { handleUnauthorized: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: getCurrentUser,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

const SIGNED_IN_KEY = 'signed-in';

/**
 * Remembers in this browser that someone is signed in, until they sign out themselves. A visitor
 * without a session who has it had a session that ended (expiry, sign-out elsewhere): they are
 * told "You are logged out"; anyone else just meets the login form.
 */
export function rememberSignedIn(): void {
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Storage refused (private mode): the "logged out" notice is then not shown.
  }
}

export function forgetSignedIn(): void {
  try {
    window.localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // As above.
  }
}

/** Whether this browser had a session that ended without its user signing out. */
export function sessionEnded(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return { ...query, user: query.data ?? null };
}

/**
 * How long "just" lasts: past a slow landing chunk on a busy phone. At 2 s, a journey whose
 * landing chunk took 2 s on a loaded machine was sent on to /login after sign-out.
 */
const SESSION_JUST_CLEARED_MS = 10_000;
let sessionCleared: { at: number; destination: '/' | '/login' } = { at: 0, destination: '/login' };

/**
 * Where to go when the app itself just ended the session, or null. Sign-out and expiry go to the
 * landing page, a 401 to /login. The router uses it to redirect silently (and to the right page,
 * whichever renders first: the signed-out guard or the lazily loaded landing page) instead of
 * raising the "logged out" toast meant for visiting a protected page without a session.
 */
export function sessionJustCleared(): '/' | '/login' | null {
  return Date.now() - sessionCleared.at < SESSION_JUST_CLEARED_MS ? sessionCleared.destination : null;
}

/** Signing out in the cache: every query is dropped and the user becomes null (SPEC 4). */
export function clearSession(queryClient: QueryClient, destination: '/' | '/login' = '/login'): void {
  sessionCleared = { at: Date.now(), destination };
  queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.getMutationCache().clear();
  // Set rather than remove the user, so the router sees "signed out" without a new probe.
  queryClient.setQueryData<UserDto | null>(CURRENT_USER_KEY, null);
}
