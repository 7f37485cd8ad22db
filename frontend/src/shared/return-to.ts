/**
 * Where a sign-in goes on to: the page the visitor asked for before the login form. It travels in
 * the router's location state (never in the URL, so no link can send a customer elsewhere after
 * signing in), as `{ from: '/international-transfer?…' }`.
 */
export interface ReturnTo {
  from: string;
}

/** The state to give the login page so that signing in comes back to `path`. */
export function returnTo(path: string): ReturnTo {
  return { from: path };
}

/** The page to open after signing in: the one asked for when it is a path of this app, else the dashboard. */
export function pathAfterSignIn(state: unknown): string {
  const from = (state as Partial<ReturnTo> | null)?.from;
  const ofThisApp = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login');
  return ofThisApp ? from : '/dashboard';
}
