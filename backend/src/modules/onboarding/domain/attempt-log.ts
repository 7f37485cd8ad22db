/**
 * The attempts made on the signed-out routes (uploads, applications, status lookups), counted in
 * a window per bucket and key (an IP, a reference number). Every method joins the caller's
 * transaction, or is a statement of its own outside one; windows are measured on the database's clock, where the attempts are stamped.
 */
export interface AttemptLog {
  /** Holds the keys until the transaction ends: attempts on one key are counted one at a time. Lock keys in one order. */
  lockKey(bucket: string, key: string): Promise<void>;
  countRecent(bucket: string, key: string, windowMinutes: number): Promise<number>;
  /** Records an attempt; its id. */
  record(bucket: string, key: string): Promise<string>;
  remove(ids: string[]): Promise<void>;
  /** Attempts no window looks at any more; how many. */
  removeOlderThan(hours: number): Promise<number>;
}
