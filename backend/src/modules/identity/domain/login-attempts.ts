/** How many failed sign-ins a customer id and an IP may have over a sliding window. */
export interface LoginLimits {
  perCustomer: number;
  perIp: number;
  windowMinutes: number;
}

/** How far back a customer id's failures make its lock longer. */
export const BACKOFF_MEMORY_HOURS = 24;

/**
 * The window over which a customer id's failures count: the base window at first, doubled for each
 * further `perCustomer` failures in the last day (15, 30, 60 … minutes), at most a day. So the sixth
 * failure in a row locks for 15 minutes as before, and someone who keeps a customer id locked
 * keeps it locked for longer and longer, while the owner's known device still signs in.
 */
export function customerWindowMinutes(failuresToday: number, limits: LoginLimits): number {
  const lockouts = Math.floor(failuresToday / limits.perCustomer);
  return Math.min(BACKOFF_MEMORY_HOURS * 60, limits.windowMinutes * 2 ** Math.max(0, lockouts - 1));
}

/** One sign-in attempt counted as a failure (claimed before the password is checked, released when it was right). */
export class LoginFailure {
  id!: string;
  customerId!: string;
  ip!: string | null;
  attemptedAt!: Date;
}

/**
 * Sign-in attempts, counted per customer id and per IP over a sliding window. An attempt is
 * claimed (recorded as a failure) before the password is checked, so parallel guesses are
 * counted one by one and no burst gets more guesses than the limits.
 */
export interface LoginAttempts {
  /**
   * Records this attempt as a failure if the customer id (over its backed-off window, unless
   * `knownDevice`: a browser that signed in to it before) and the IP are both under their limits,
   * atomically with counting them; its id, or else how many minutes the lock lasts. Runs in the
   * caller's transaction, which must commit before the password is checked.
   */
  claim(customerId: string, ip: string | null, limits: LoginLimits, knownDevice: boolean): Promise<{ attemptId: string } | { lockedMinutes: number }>;
  /** The password was right: the claimed attempt was no failure. */
  release(attemptId: string): Promise<void>;
  clearFailures(customerId: string): Promise<void>;
  /** Forgets failures made before `before` (long outside any window); how many. */
  purgeBefore(before: Date): Promise<number>;
}
