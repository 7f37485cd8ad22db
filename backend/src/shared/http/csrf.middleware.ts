import type { NextFunction, Request, Response } from 'express';
import { ErrorCode } from '@bank/contracts/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests the browser marks as cross-site (DESIGN 5): a
 * `Sec-Fetch-Site` other than same-origin/none or, where that header is absent, an `Origin`
 * that is not the app's own. Requests with neither header (API clients, tests) pass.
 */
export function csrfProtection(appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const ownOrigins = [appOrigin, `${req.protocol}://${req.get('host')}`];
    const crossSite = site !== undefined ? site !== 'same-origin' && site !== 'none' : origin !== undefined && !ownOrigins.includes(origin);
    if (!crossSite) return next();
    res.status(403).json({ message: 'Cross-site request refused', code: ErrorCode.CSRF_REFUSED });
  };
}
