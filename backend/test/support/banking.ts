import type TestAgent from 'supertest/lib/agent.js';
import type { AccountSummary, OpenAccount } from '../../src/modules/accounts/public/accounts.api.js';
import type { StepUpTokenMinter } from '../../src/modules/identity/public/step-up-token-minting.js';
import type { TestApp } from './test-app.js';

// The helpers below work on an app in process; the app's modules are loaded when one is called,
// so a suite run against a server never loads them (about a second of each suite's start).

/** An account of the user's with `amount` deposited through the ledger (nothing for credit accounts). */
export async function anAccount(t: TestApp, userId: string, opts: { type?: 'checking' | 'savings' | 'credit'; currency?: string; deposit?: string; creditLimit?: string } = {}): Promise<AccountSummary> {
  const { CommandBus } = await import('@nestjs/cqrs');
  const { OpenAccount } = await import('../../src/modules/accounts/public/accounts.api.js');
  const { RecordExternalMovement } = await import('../../src/modules/payments/public/payments.api.js');
  const bus = t.app.get(CommandBus);
  const account = await bus.execute<OpenAccount, AccountSummary>(new OpenAccount({
    userId, accountType: opts.type ?? 'checking', currency: opts.currency ?? 'USD', creditLimit: opts.creditLimit,
  }));
  if (opts.deposit) await bus.execute(new RecordExternalMovement({ accountId: account.id, direction: 'deposit', amount: opts.deposit, description: 'Test deposit' }));
  return account;
}

export interface TransferBody { fromAccountId: string; toAccountNumber: string; amount: string | number; description: string }

/** A step-up token for exactly this transfer body, as the verify endpoint would issue it. */
export async function tokenFor(t: TestApp, userId: string, body: TransferBody, ttlSeconds?: number): Promise<string> {
  const { STEP_UP_TOKEN_MINTER } = await import('../../src/modules/identity/public/step-up-token-minting.js');
  return t.app.get<symbol, StepUpTokenMinter>(STEP_UP_TOKEN_MINTER).mint({ userId, purpose: 'domestic-transfer', payload: { ...body }, ttlSeconds });
}

/** Mints the token, posts the transfer and checks the status it answered with. */
export async function authorizedTransfer(t: TestApp, agent: TestAgent, userId: string, body: TransferBody, expectedStatus: number, idempotencyKey?: string) {
  const authorizationToken = await tokenFor(t, userId, body);
  const request = agent.post('/api/transfer');
  if (idempotencyKey) request.set('Idempotency-Key', idempotencyKey);
  return request.send({ ...body, authorizationToken }).expect(expectedStatus);
}

export async function settle(t: TestApp): Promise<string> {
  const { SettleTransfersJob } = await import('../../src/modules/payments/application/jobs/settle-transfers.job.js');
  return t.app.get(SettleTransfersJob).run();
}

export async function balanceOf(t: TestApp, accountId: string): Promise<string> {
  const [row] = await t.sql<{ balance: string }>(`select balance::text as balance from accounts.accounts where id = $1`, [accountId]);
  return row.balance;
}
