import { connectToDemoBank, type DemoBank } from '../support/demo-bank.js';

describe('statement downloads: one at a time per customer', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank?.close());

  it('refuses a second download while the first is running with a clear 429, then allows the next', async () => {
    const customer = await bank.newCustomer('LIMIT');
    const account = await bank.openAccount(customer, { balance: '25.00' });
    const url = `/api/statements/download?accountId=${account.id}&period=current-month&format=pdf`;
    // Sent at once, they overlap: one runs, the others are turned away rather than laid out side by side.
    const answers = await Promise.all(Array.from({ length: 6 }, () => customer.agent.get(url)));
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(answers.find((res) => res.status === 429)!.body).toEqual({
      message: 'A statement download is already in progress. Please wait for it to finish, then try again.',
      code: 'STATEMENTS.DOWNLOAD_IN_PROGRESS',
    });
    // Once done, the customer downloads again.
    await customer.agent.get(url).expect(200);
  });
});
