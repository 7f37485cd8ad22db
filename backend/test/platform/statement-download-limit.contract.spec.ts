import { anAccount } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describeWithDatabase('statement downloads: one at a time per customer', 'makes a customer and an account in process', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('refuses a second download while the first is running with a clear 429, then allows the next', async () => {
    const user = await t.createUser('LIMIT1');
    const account = await anAccount(t, user.id, { deposit: '25.00' });
    const agent = await t.signedIn(user.customerId);
    const url = `/api/statements/download?accountId=${account.id}&period=current-month&format=pdf`;
    // Sent at once, they overlap: one runs, the others are turned away rather than laid out side by side.
    const answers = await Promise.all(Array.from({ length: 6 }, () => agent.get(url)));
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(answers.find((res) => res.status === 429)!.body).toEqual({
      message: 'A statement download is already in progress. Please wait for it to finish, then try again.',
      code: 'STATEMENTS.DOWNLOAD_IN_PROGRESS',
    });
    // Once done, the customer downloads again.
    await agent.get(url).expect(200);
  });
});
