import { Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error.js';

/** How many PDF layouts run at once in this process: each is CPU on the one JavaScript thread. */
export const PDF_LAYOUTS_AT_ONCE = 2;
/** How many PDF downloads wait for a layout before the next is told to come back. */
export const PDF_LAYOUT_QUEUE = 8;
/** What a refused PDF download is told to wait (Retry-After, seconds). */
export const PDF_RETRY_AFTER_SECONDS = 5;

export class DownloadInProgress extends DomainError {
  readonly code = 'STATEMENTS.DOWNLOAD_IN_PROGRESS';
  constructor() { super('A statement download is already in progress. Please wait for it to finish, then try again.'); }
}

export class StatementsBusy extends DomainError {
  readonly code = 'STATEMENTS.BUSY';
  constructor() { super(`Statements are busy right now. Please try again in ${PDF_RETRY_AFTER_SECONDS} seconds.`); }
}

/**
 * A customer downloads one statement at a time, and PDF layouts take turns: at most
 * PDF_LAYOUTS_AT_ONCE run, PDF_LAYOUT_QUEUE wait, the rest get 429 with Retry-After. So a burst
 * of downloads cannot starve every other request of the process (docs/decisions/statement-download-limits.md).
 * Per process: each instance and each worker protects its own thread.
 */
@Injectable()
export class StatementDownloadLimiter implements NestInterceptor {
  private readonly customersDownloading = new Set<string>();
  private layoutsRunning = 0;
  private readonly waiting: (() => void)[] = [];

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const userId = req.session.userId!;
    if (this.customersDownloading.has(userId)) throw new DownloadInProgress();
    const pdf = req.query.format === 'pdf';
    if (pdf && this.layoutsRunning >= PDF_LAYOUTS_AT_ONCE && this.waiting.length >= PDF_LAYOUT_QUEUE) {
      res.setHeader('Retry-After', String(PDF_RETRY_AFTER_SECONDS));
      throw new StatementsBusy();
    }
    this.customersDownloading.add(userId);
    res.once('close', () => this.customersDownloading.delete(userId));
    return pdf ? from(this.layoutSlot(res)).pipe(switchMap(() => next.handle())) : next.handle();
  }

  /** Resolves when a layout may start; the slot is given back when the response closes. */
  private layoutSlot(res: Response): Promise<void> {
    const hold = () => res.once('close', () => this.releaseLayout());
    if (this.layoutsRunning < PDF_LAYOUTS_AT_ONCE) {
      this.layoutsRunning++;
      hold();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const turn = () => { res.off('close', leave); hold(); resolve(); };
      // A client that leaves while waiting gives up its place.
      const leave = () => { const at = this.waiting.indexOf(turn); if (at >= 0) this.waiting.splice(at, 1); };
      this.waiting.push(turn);
      res.once('close', leave);
    });
  }

  /** A finished layout's slot goes straight to the first in line. */
  private releaseLayout(): void {
    const next = this.waiting.shift();
    if (next) next(); else this.layoutsRunning--;
  }
}

/** Applied to the statement download route only. */
export const LimitedStatementDownloads = () => UseInterceptors(StatementDownloadLimiter);
