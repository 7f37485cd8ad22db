import type { Response } from 'express';

/**
 * An answer with its status: a money-moving POST's, new or stored with its Idempotency-Key, and
 * every error's (the exception filter). An error's code goes to `res.locals.errorCode`, where the
 * metrics read it (shared/metrics/http-metrics.ts), for a kept refusal given again too.
 */
export function sendAnswer<T>(res: Response, answer: { status: number; body: T }): T {
  res.status(answer.status);
  if (answer.status >= 400) res.locals.errorCode = (answer.body as { code?: string }).code;
  return answer.body;
}
