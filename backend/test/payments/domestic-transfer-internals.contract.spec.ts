import { RecordHistoricalTransfer } from '../../src/modules/payments/public/payments.api.js';
import { CommandBus } from '@nestjs/cqrs';
import type { TransferBody } from '../support/banking.js';
import { itCheckingDatabase, itLocally } from '../support/contract-target.js';
import {
  connectToDemoBank, eventually, newPayer, stepUp, transactionStatus, transfer,
  type AccountView, type Customer, type DemoBank, type Payer,
} from '../support/demo-bank.js';

const DAILY_LIMIT_MESSAGE = 'This transfer would exceed your daily transfer limit of $10,000.00';

// The checks of POST /api/transfer that need the database or the app's insides, apart from the
// suite QA runs against any server (domestic-transfer.contract.spec.ts).
describe('POST /api/transfer', () => {
  let t: DemoBank;
  let alice: Customer & Payer;
  let aliceChecking: AccountView;
  let bobChecking: AccountView;

  beforeAll(async () => {
    t = await connectToDemoBank();
    alice = await newPayer(t, 'ALICE');
    const bob = await newPayer(t, 'BOB');
    aliceChecking = await t.openAccount(alice, { balance: '1000.00' });
    bobChecking = await t.openAccount(bob, { balance: '50.00' });
  });
  afterAll(() => t.close());

  const body = (overrides: Partial<TransferBody> = {}): TransferBody => ({
    fromAccountId: aliceChecking.id, toAccountNumber: bobChecking.accountNumber, amount: '10.00', description: 'Lunch', ...overrides,
  });

  itCheckingDatabase('records the transfer and its settlement in the outbox', 'reads the outbox rows', async () => {
    const res = await transfer(alice, body({ amount: '1.25' }), 201);
    await transactionStatus(alice.agent, res.body.transaction.id, 'completed');
    const events = await eventually('the settlement event', async () => {
      const rows = await t.database!.sql<{ event_type: string }>(`select event_type from platform.outbox where payload->>'transactionId' = $1 order by id`, [res.body.transaction.id]);
      return rows.length === 2 ? rows : undefined;
    });
    expect(events.map((e) => e.event_type)).toEqual(['payments.transfer-created', 'payments.transfer-settled']);
  });

  itCheckingDatabase('refuses an expired step-up token', 'moves the token\'s expiry back in SQL', async () => {
    const expired = await stepUp(alice.agent, alice.answers, 'domestic-transfer', body());
    await t.database!.sql(`update identity.step_up_authorizations set expires_at = now() - interval '1 second' where user_id = $1`, [alice.id]);
    await alice.agent.post('/api/transfer').send({ ...body(), authorizationToken: expired }).expect(401);
  });

  itLocally('counts a transfer the bank booked for the customer (the demo history) against the same day', 'books a historical transfer through the command bus', async () => {
    const saver = await newPayer(t, 'SEEDED');
    const checking = await t.openAccount(saver, { balance: '20000.00' });
    const savings = await t.openAccount(saver, { type: 'savings' });
    const payment = (amount: string) => ({ fromAccountId: checking.id, toAccountNumber: savings.accountNumber, amount, description: 'Savings' });
    await t.local!.app.get(CommandBus).execute(new RecordHistoricalTransfer({ fromAccountId: checking.id, toAccountId: savings.id, amount: '6000.00', description: 'Earlier today', at: new Date() }));
    await transfer(saver, payment('4000.00'), 201);
    const res = await transfer(saver, payment('0.01'), 400);
    expect(res.body.message).toBe(DAILY_LIMIT_MESSAGE);
  });
});
