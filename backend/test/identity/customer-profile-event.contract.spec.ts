import type TestAgent from 'supertest/lib/agent.js';
import { itCheckingDatabase } from '../support/contract-target.js';
import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';

const READS_THE_OUTBOX = 'reads the events in the outbox';

/** CustomerProfileChanged: what other contexts copy of a customer (accounts' holder search), written with each change. */
describe('the customer profile event', () => {
  let t: DemoBank;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await connectToDemoBank();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const profilesOf = async (userId: string) => (await t.database!.sql<{ payload: Record<string, unknown> }>(
    `select payload from platform.outbox where event_type = 'identity.customer-profile-changed' and payload->>'userId' = $1 order by id`, [userId]))
    .map((row) => row.payload);
  const aCustomer = () => t.newCustomer('PROFEV', { firstName: 'Ana', lastName: 'Lima' });

  itCheckingDatabase('is recorded when a user is created, with the whole profile', READS_THE_OUTBOX, async () => {
    const { id, customerId } = await aCustomer();
    expect(await profilesOf(id)).toEqual([{
      userId: id, customerId, firstName: 'Ana', lastName: 'Lima', email: `${customerId.toLowerCase()}@example.test`, role: 'user', active: true, deleted: false,
    }]);
  });

  itCheckingDatabase('is recorded when the customer changes their name or (once its link is opened) email, and not for a phone or address alone', READS_THE_OUTBOX, async () => {
    const { id, customerId, agent } = await aCustomer();
    const profile = { firstName: 'Ana', lastName: 'Lima', email: `${customerId.toLowerCase()}@example.test`, phone: '+351 912 345 678', address: 'Rua Augusta 1' };
    await agent.patch('/api/user/profile').send(profile).expect(200);
    expect(await profilesOf(id)).toHaveLength(1);
    const newEmail = `ana.costa.${customerId.toLowerCase()}@example.test`;
    await agent.patch('/api/user/profile').send({ ...profile, lastName: 'Costa', email: newEmail }).expect(200);
    expect((await profilesOf(id)).at(-1)).toMatchObject({ lastName: 'Costa', email: profile.email, active: true });
    // The link's token travels in the event that mails it: the test reads it there.
    const [{ token }] = await t.database!.sql<{ token: string }>(
      `select payload->>'token' as token from platform.outbox where event_type = 'identity.email-change-requested' and payload->>'userId' = $1`, [id]);
    await t.agent().post('/api/profile/email/verify').send({ token }).expect(200);
    expect((await profilesOf(id)).at(-1)).toMatchObject({ lastName: 'Costa', email: newEmail, active: true });
  });

  itCheckingDatabase('is recorded when the bank deactivates, reactivates or deletes the profile, and not for restrictions', READS_THE_OUTBOX, async () => {
    const { id } = await aCustomer();
    await admin.patch(`/api/admin/users/${id}/restrictions`).send({ loginRestricted: false, transactionRestricted: true, reason: 'review' }).expect(200);
    expect(await profilesOf(id)).toHaveLength(1);
    await admin.patch(`/api/admin/users/${id}/status`).send({ isActive: false }).expect(200);
    await admin.patch(`/api/admin/users/${id}/status`).send({ isActive: true }).expect(200);
    await admin.delete(`/api/admin/users/${id}`).expect(200);
    expect((await profilesOf(id)).slice(1).map(({ active, deleted }) => ({ active, deleted }))).toEqual([
      { active: false, deleted: false }, { active: true, deleted: false }, { active: false, deleted: true },
    ]);
  });

  itCheckingDatabase('is not recorded when the change is refused', READS_THE_OUTBOX, async () => {
    const { id, agent } = await aCustomer();
    const other = await aCustomer();
    await agent.patch('/api/user/profile')
      .send({ firstName: 'Ana', lastName: 'Lima', email: `${other.customerId.toLowerCase()}@example.test`, phone: '+351 1', address: 'Rua 1' }).expect(409);
    expect(await profilesOf(id)).toHaveLength(1);
  });
});
