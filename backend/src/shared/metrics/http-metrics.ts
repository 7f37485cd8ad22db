import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics.js';

/** The routes that move money, by the kind of transfer they count as. */
const TRANSFER_ROUTES: Record<string, string> = {
  'POST /api/transfer': 'domestic',
  'POST /api/international-transfers': 'international',
};

/**
 * Times every request by its route pattern (`/api/accounts/:id`, never the raw URL, so the
 * series stay few), and counts transfers by outcome from the status and the error code the
 * exception filter left in `res.locals.errorCode`.
 */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const stopTimer = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const route = routeOf(req);
      const labels = { method: req.method, route, status: String(res.statusCode) };
      stopTimer(labels);
      const kind = TRANSFER_ROUTES[`${req.method} ${route}`];
      if (kind) metrics.transfers.inc({ kind, outcome: res.statusCode < 400 ? 'accepted' : String(res.locals.errorCode ?? `HTTP_${res.statusCode}`) });
    });
    next();
  };
}

function routeOf(req: Request): string {
  const pattern = req.route?.path === undefined ? undefined : `${req.baseUrl}${String(req.route.path)}`;
  // Nest answers an unknown path through a catch-all route (`/api*path`): like no route at all,
  // an unknown API path or a file of the client is one series each.
  if (pattern && !pattern.includes('*')) return pattern;
  return req.originalUrl.startsWith('/api') ? 'unmatched' : 'client';
}
