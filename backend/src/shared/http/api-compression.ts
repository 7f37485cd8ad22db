import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * JSON answers of the API above 1 KB go out compressed (brotli or gzip, as the client accepts).
 * Only JSON: file downloads stream with their own back-pressure, and PDFs are compressed already.
 */
export function apiCompression() {
  return compression({
    threshold: 1024,
    filter: (req: Request, res: Response) => !res.locals.uncompressed
      && /^application\/json\b/.test(String(res.getHeader('Content-Type') ?? ''))
      && compression.filter(req, res),
  });
}

@Injectable()
class UncompressedInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    context.switchToHttp().getResponse<Response>().locals.uncompressed = true;
    return next.handle();
  }
}

/**
 * Marks a route whose answer carries a secret (a card's number and CVV, recovery codes, a TOTP
 * secret): it is never compressed, since a compressed secret beside text an attacker can plant
 * leaks through the response's length (BREACH).
 */
export const Uncompressed = () => UseInterceptors(UncompressedInterceptor);
