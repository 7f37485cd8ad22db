import type { AppConfig } from '../../../config/config.js';
import type { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import type { LoginAttempts, LoginLimits } from '../domain/login-attempts.js';
import { LOGIN_LIMITS, SignInThrottle } from './sign-in-throttle.js';

/** The limits a sign-in claim is counted against, on a server with the given IP_LIMIT_FACTOR. */
async function limitsOn(ipLimitFactor: number): Promise<LoginLimits> {
  let used: LoginLimits | undefined;
  const attempts = { claim: async (_customerId: string, _ip: string | null, limits: LoginLimits) => { used = limits; return { attemptId: 'a1' }; } };
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  await new SignInThrottle(attempts as unknown as LoginAttempts, tx, { ipLimitFactor } as AppConfig).claim('DEMO001', '203.0.113.7');
  return used!;
}

describe('SignInThrottle', () => {
  it("counts an IP's failures against 30 in the window, and a customer id's against 5", async () => {
    expect(await limitsOn(1)).toEqual({ perCustomer: 5, perIp: 30, windowMinutes: 15 });
  });

  it("multiplies only the IP's allowance by IP_LIMIT_FACTOR (a QA server)", async () => {
    expect(await limitsOn(100)).toEqual({ ...LOGIN_LIMITS, perIp: 3_000 });
  });
});
