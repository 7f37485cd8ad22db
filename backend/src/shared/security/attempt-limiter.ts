import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { TransactionRunner } from '../database/transaction-runner.js';

export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMinutes: number;
  /** Counted per client IP: the allowance a QA server multiplies by IP_LIMIT_FACTOR. */
  perIp?: boolean;
}

/** A limit on what one client IP may do in the window (an unknown IP counts as one). */
export function perIp(bucket: string, ip: string | null, max: number, windowMinutes: number): Limit {
  return { bucket, key: ip ?? 'unknown', max, windowMinutes, perIp: true };
}

/**
 * The attempts made on a context's signed-out routes (uploads, applications, status lookups,
 * password resets), counted in a window per bucket and key (an IP, a reference number, an
 * account). Every method joins the caller's transaction, or is a statement of its own outside one;
 * windows are measured on the database's clock, where the attempts are stamped.
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

/** Each context that limits attempts binds its own log (its own table) to this token in its module. */
export const ATTEMPT_LOG = Symbol('AttemptLog');

/**
 * Counts attempts on the signed-out routes. An attempt is claimed (and committed) before the work
 * it guards, with its keys locked in a fixed order, so a burst of parallel requests cannot all
 * pass the count before any of them is recorded (as the sign-in throttle,
 * docs/decisions/sign-in-throttle.md). A claim that should not count (a right answer) is released.
 */
@Injectable()
export class AttemptLimiter {
  private readonly ipLimitFactor: number;

  constructor(@Inject(ATTEMPT_LOG) private readonly attempts: AttemptLog, private readonly tx: TransactionRunner, @Inject(APP_CONFIG) config: AppConfig) {
    this.ipLimitFactor = config.ipLimitFactor;
  }

  /** The claimed attempts' ids, or null when any limit is reached (nothing is recorded then). */
  claim(limits: Limit[]): Promise<string[] | null> {
    const ordered = [...limits].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`));
    return this.tx.run(async () => {
      for (const limit of ordered) await this.attempts.lockKey(limit.bucket, limit.key);
      for (const limit of ordered) {
        const max = limit.perIp ? limit.max * this.ipLimitFactor : limit.max;
        if ((await this.attempts.countRecent(limit.bucket, limit.key, limit.windowMinutes)) >= max) return null;
      }
      const ids: string[] = [];
      for (const limit of ordered) ids.push(await this.attempts.record(limit.bucket, limit.key));
      return ids;
    });
  }

  /**
   * Runs the work the claimed attempts guard; they stay counted only if it fails as a guess does.
   * Released when it succeeds, or when it fails with an error `rightButRefused` accepts (a right
   * link refused for another reason, such as an address another customer took meanwhile).
   */
  async countedIfWrong<T>(claims: string[], work: () => Promise<T>, rightButRefused: (error: unknown) => boolean = () => false): Promise<T> {
    try {
      const result = await work();
      await this.release(claims);
      return result;
    } catch (error) {
      if (rightButRefused(error)) await this.release(claims);
      throw error;
    }
  }

  /** One statement each, outside any transaction (as the purge). */
  async release(ids: string[]): Promise<void> {
    if (ids.length) await this.attempts.remove(ids);
  }

  /** Old attempts no window looks at any more (the purge jobs). */
  purgeOlderThan(hours: number): Promise<number> {
    return this.attempts.removeOlderThan(hours);
  }
}
