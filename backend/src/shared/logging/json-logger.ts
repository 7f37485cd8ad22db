import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** One JSON object per line, tagged with the request id. Callers log ids, never bodies or secrets. */
export class JsonLogger implements LoggerService {
  constructor(private readonly minLevel: Level = 'info') {}

  log(message: unknown, context?: string) { this.write('info', message, context); }
  error(message: unknown, _trace?: string, context?: string) { this.write('error', message, context); }
  warn(message: unknown, context?: string) { this.write('warn', message, context); }
  debug(message: unknown, context?: string) { this.write('debug', message, context); }
  verbose(message: unknown, context?: string) { this.write('debug', message, context); }

  /** Whether lines of this level are written (LOG_LEVEL). */
  writes(level: Level): boolean {
    return LEVELS.indexOf(level) >= LEVELS.indexOf(this.minLevel);
  }

  private write(level: Level, message: unknown, context?: string) {
    if (!this.writes(level)) return;
    const fields = typeof message === 'object' && message !== null ? message : { msg: String(message) };
    const line = JSON.stringify({ time: new Date().toISOString(), level, context, requestId: requestContext.getStore()?.requestId, ...fields });
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  }
}

/**
 * Gives every request an id (or keeps a sane incoming X-Request-Id) and logs one line when it ends,
 * with the client's address (behind the proxy, the one it reports: TRUST_PROXY).
 */
export function requestLogging(logger: JsonLogger) {
  // Below LOG_LEVEL=info the line would be built on every request only to be dropped.
  const logsRequests = logger.writes('info');
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    if (logsRequests) logWhenFinished(logger, req, res, requestId);
    requestContext.run({ requestId }, next);
  };
}

function logWhenFinished(logger: JsonLogger, req: Request, res: Response, requestId: string) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    if (!req.path.startsWith('/api')) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    requestContext.run({ requestId }, () =>
      logger.log({ msg: 'request', method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10, userId: req.session?.userId, ip: req.ip }, 'http'));
  });
}
