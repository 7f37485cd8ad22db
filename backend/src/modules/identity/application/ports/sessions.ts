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
  /** Ends every session of the user but `keepSid` (the one making the request). */
  revokeAllOfExcept(userId: string, keepSid: string): Promise<number>;
  timeoutMinutes(): Promise<number>;
  /** Stores the new timeout and re-computes every live session's expiry from its last activity. */
  setTimeoutMinutes(minutes: number): Promise<void>;
}
