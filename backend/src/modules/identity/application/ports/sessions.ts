export interface ActiveSession {
  customerId: string;
  loginTime: Date;
  lastActivity: Date;
  expiresAt: Date;
}

/** The server-side session store, seen from the use cases. */
export interface Sessions {
  listActive(): Promise<ActiveSession[]>;
  revokeAllOf(userId: string): Promise<number>;
  timeoutMinutes(): Promise<number>;
  /** Stores the new timeout and re-computes every live session's expiry from its last activity. */
  setTimeoutMinutes(minutes: number): Promise<void>;
}
