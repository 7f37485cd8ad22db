import type { Response } from 'express';

/**
 * A money-moving POST's answer, new or stored with its Idempotency-Key: its status, and for a kept
 * refusal its code in `res.locals.errorCode`, as the exception filter leaves it for the metrics.
 */
export function sendAnswer<T>(res: Response, answer: { status: number; body: T }): T {
  res.status(answer.status);
  if (answer.status >= 400) res.locals.errorCode = (answer.body as { code?: string }).code;
  return answer.body;
}
