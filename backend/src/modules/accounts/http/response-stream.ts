import type { Response } from 'express';

/** The client closed the connection mid-download: the statement's snapshot is let go at once. */
export class ClientGone extends Error {
  constructor() {
    super('The client closed the connection during a download');
  }
}

/**
 * Waits until the response has room for more: a slow client slows the reading of the ledger
 * down instead of letting the file pile up in memory.
 */
export async function drained(res: Response): Promise<void> {
  if (res.destroyed) throw new ClientGone();
  if (!res.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const done = (gone: boolean) => {
      res.off('drain', onDrain).off('close', onClose);
      if (gone) reject(new ClientGone()); else resolve();
    };
    const onDrain = () => done(false);
    const onClose = () => done(true);
    res.on('drain', onDrain).on('close', onClose);
  });
}

/** Writes a chunk, then waits for room. */
export async function write(res: Response, chunk: string): Promise<void> {
  if (res.destroyed) throw new ClientGone();
  res.write(chunk);
  await drained(res);
}
