/** Failed sign-ins, counted per customer id and per IP over a sliding window. */
export interface LoginAttempts {
  recentFailures(by: { customerId: string; ip: string | null }, windowMinutes: number): Promise<{ forCustomer: number; forIp: number }>;
  recordFailure(customerId: string, ip: string | null): Promise<void>;
  clearFailures(customerId: string): Promise<void>;
}
