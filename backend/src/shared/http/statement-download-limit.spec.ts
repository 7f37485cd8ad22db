import { EventEmitter } from 'node:events';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import {
  DownloadInProgress, PDF_LAYOUT_QUEUE, PDF_LAYOUTS_AT_ONCE, PDF_RETRY_AFTER_SECONDS, StatementDownloadLimiter, StatementsBusy,
} from './statement-download-limit.js';

/** A response that closes when the test says so, as a finished or abandoned download does. */
class FakeResponse extends EventEmitter {
  headers: Record<string, string> = {};
  destroyed = false;
  setHeader(name: string, value: string) { this.headers[name] = value; }
  close() { this.destroyed = true; this.emit('close'); }
}

function download(limiter: StatementDownloadLimiter, userId: string, format: 'csv' | 'pdf') {
  const res = new FakeResponse();
  const context = { switchToHttp: () => ({ getRequest: () => ({ session: { userId }, query: { format } }), getResponse: () => res }) } as unknown as ExecutionContext;
  let started = false;
  const handler: CallHandler = { handle: () => { started = true; return of('file'); } };
  const run = () => lastValueFrom(limiter.intercept(context, handler));
  return { res, run, started: () => started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StatementDownloadLimiter', () => {
  it('lets a customer download one statement at a time', async () => {
    const limiter = new StatementDownloadLimiter();
    const first = download(limiter, 'alex', 'csv');
    await first.run();
    expect(() => download(limiter, 'alex', 'pdf').run()).toThrow(DownloadInProgress);
    await download(limiter, 'sam', 'csv').run();
    first.res.close();
    const again = download(limiter, 'alex', 'csv');
    await again.run();
    expect(again.started()).toBe(true);
  });

  it(`runs ${PDF_LAYOUTS_AT_ONCE} PDF layouts at once, queues ${PDF_LAYOUT_QUEUE}, and tells the next to retry`, async () => {
    const limiter = new StatementDownloadLimiter();
    const downloads = Array.from({ length: PDF_LAYOUTS_AT_ONCE + PDF_LAYOUT_QUEUE }, (_, i) => download(limiter, `customer-${i}`, 'pdf'));
    const runs = downloads.map((d) => d.run());
    await tick();
    expect(downloads.filter((d) => d.started())).toHaveLength(PDF_LAYOUTS_AT_ONCE);

    const refused = download(limiter, 'one-too-many', 'pdf');
    expect(() => refused.run()).toThrow(StatementsBusy);
    expect(refused.res.headers['Retry-After']).toBe(String(PDF_RETRY_AFTER_SECONDS));
    // CSV takes no layout slot.
    await download(limiter, 'csv-customer', 'csv').run();

    // A queued client that leaves gives up its place; a finished layout hands its slot to the next in line.
    const leaver = downloads[PDF_LAYOUTS_AT_ONCE];
    leaver.res.close();
    downloads[0].res.close();
    await tick();
    expect(leaver.started()).toBe(false);
    expect(downloads[PDF_LAYOUTS_AT_ONCE + 1].started()).toBe(true);
    expect(downloads.filter((d) => d.started())).toHaveLength(PDF_LAYOUTS_AT_ONCE + 1);

    for (const d of downloads) if (d !== leaver) { d.res.close(); await tick(); }
    await Promise.all(runs.filter((_, i) => i !== PDF_LAYOUTS_AT_ONCE));
    expect(downloads.filter((d) => d.started())).toHaveLength(downloads.length - 1);
    // Every slot came back: a full round runs again.
    const next = Array.from({ length: PDF_LAYOUTS_AT_ONCE }, (_, i) => download(limiter, `later-${i}`, 'pdf'));
    await Promise.all(next.map((d) => d.run()));
    expect(next.every((d) => d.started())).toBe(true);
  });
});
