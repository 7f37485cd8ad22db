import type { ApiError as ApiErrorBody, FieldError } from '@bank/contracts/errors';
import { ErrorCode } from '@bank/contracts/errors';

/** A non-OK response. `message` is what the user sees (DESIGN 6: the client shows `message`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldError[];
  /** The server's own `message`, when the body had one (not a proxy page or an empty body). */
  readonly serverMessage: string | undefined;
  /** The whole error body, for the few errors that carry more (a wrong answer's next question). */
  readonly body: Partial<ApiErrorBody> & Record<string, unknown>;

  constructor(status: number, body: Partial<ApiErrorBody> & Record<string, unknown>, fallback: string) {
    super(body.message || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? '';
    this.details = body.details ?? [];
    this.serverMessage = body.message || undefined;
    this.body = body;
  }
}

/** SPEC 8: a failure toast shows the server's message where present, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface RequestOptions {
  body?: unknown;
  /**
   * When false a 401 is just thrown to the caller. The session probe (GET /api/user),
   * login and logout opt out because for them a 401 is an expected answer, not an expiry.
   */
  handleUnauthorized?: boolean;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving POST (DESIGN 3). */
  headers?: Record<string, string>;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
let handlingUnauthorized = false;

/** app/ registers what a 401 means (toast, clear cache, go to /login); shared/ knows no routes. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

type WriteHandler = (path: string) => void;
let onWrite: WriteHandler = () => {};

/**
 * app/ registers what follows any request that may have changed something on the server (every
 * method but GET, whatever its answer): the notifications it may have made are fetched at once
 * rather than at the next 30 s poll. One place, so no new mutation can forget it.
 */
export function setWriteHandler(handler: WriteHandler): void {
  onWrite = handler;
}

/**
 * Counts the sessions the app ended itself (sign-out, inactivity). A request sent before then that
 * comes back 401 is answered by that ending, not by an expiry: it must not send the visitor to
 * /login when the app is already taking them to '/'. So is one sent while the sign-out is on its
 * way (a page's first read, a poll): until the next sign-in, no 401 means an expiry.
 */
let sessionsEndedByApp = 0;
let signedOutByApp = false;

export function sessionEndingByApp(): void {
  sessionsEndedByApp += 1;
  signedOutByApp = true;
}

/** Signed in again, or still (the sign-out failed): from now on a 401 is an expiry again. */
export function sessionActive(): void {
  signedOutByApp = false;
}

/** Lets the handler run again once its redirect is done, so parallel 401s raise one toast. */
export function unauthorizedHandled(): void {
  handlingUnauthorized = false;
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: Partial<ApiErrorBody> & Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Partial<ApiErrorBody> & Record<string, unknown>) : {};
  } catch {
    // Not JSON (a proxy error page, say): fall back to SPEC 8's "status: body text".
  }
  return new ApiError(response.status, body, `${response.status}: ${text || response.statusText}`);
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, handleUnauthorized = true, headers } = options;
  const sentInSession = sessionsEndedByApp;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Even a refusal can notify (three wrong security answers lock transfers and say so).
  if (method !== 'GET') onWrite(path);

  if (!response.ok) {
    const error = await readError(response);
    // A 401 with a domain code (a wrong security answer, a spent transfer authorization) is an
    // answer to this request; only a 401 without one means the session itself is gone.
    const sessionLost = response.status === 401 && (!error.code || error.code === ErrorCode.UNAUTHENTICATED);
    const endedByApp = signedOutByApp || sentInSession !== sessionsEndedByApp;
    if (sessionLost && handleUnauthorized && !endedByApp && !handlingUnauthorized) {
      handlingUnauthorized = true;
      onUnauthorized();
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};
