/** How many failed sign-ins a customer id and an IP may have over a sliding window. */
export interface LoginLimits {
  perCustomer: number;
  perIp: number;
  windowMinutes: number;
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
   * Records this attempt as a failure if the customer id and the IP are both under their limits,
   * atomically with counting them; its id, or null when either limit is reached. Runs in the
   * caller's transaction, which must commit before the password is checked.
   */
  claim(customerId: string, ip: string | null, limits: LoginLimits): Promise<string | null>;
  /** The password was right: the claimed attempt was no failure. */
  release(attemptId: string): Promise<void>;
  clearFailures(customerId: string): Promise<void>;
  /** Forgets failures made before `before` (long outside any window); how many. */
  purgeBefore(before: Date): Promise<number>;
}
