import type TestAgent from 'supertest/lib/agent.js';
import { connectToDemoBank, DEMO, type DemoBank } from '../support/demo-bank.js';

interface Account { id: string; accountNumber: string; accountType: string; balance: string; creditLimit: string | null }
const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * What a customer sees of their own and others' accounts, on the demo bank: runs against a
 * deployed server too, so it reads only accounts no other suite moves money on there (Alex's
 * credit account, Sam's EUR savings) and asserts relations, not figures.
 */
describe("the demo customers' accounts, history and statements", () => {
  let bank: DemoBank;
  let alex: TestAgent;
  let sam: TestAgent;
  let alexAccounts: Account[];
  let samAccounts: Account[];

  beforeAll(async () => {
    bank = await connectToDemoBank();
    alex = await bank.signedIn(DEMO.alex);
    sam = await bank.signedIn(DEMO.sam);
    alexAccounts = (await alex.get('/api/accounts').expect(200)).body;
    samAccounts = (await sam.get('/api/accounts').expect(200)).body;
  });
  afterAll(() => bank.close());

  it('lists only my own accounts, the same ones GET /api/user carries; 401 signed out', async () => {
    await bank.agent().get('/api/accounts').expect(401);
    const mine = new Set(alexAccounts.map((a) => a.id));
    expect(samAccounts.some((a) => mine.has(a.id))).toBe(false);
    expect(alexAccounts.map((a) => a.accountType)).toEqual(['checking', 'savings', 'credit']);
    expect(alexAccounts.every((a) => /^80\d{6}$/.test(a.accountNumber))).toBe(true);
    expect((await alex.get('/api/user').expect(200)).body.accounts.map((a: Account) => a.id)).toEqual(alexAccounts.map((a) => a.id));
  });

  it("shows only the name, type and number of another customer's account, and 404 for unknown ones", async () => {
    const [samChecking] = samAccounts;
    const info = (await alex.get(`/api/accounts/${samChecking.id}/info`).expect(200)).body;
    expect(info).toEqual({ accountName: 'Sam R. · Checking', accountType: 'checking', accountNumber: samChecking.accountNumber, currency: 'USD' });
    // The payer sees the payee's currency before confirming: Sam's savings hold EUR.
    expect((await alex.get(`/api/accounts/lookup?accountNumber=${samAccounts[1].accountNumber}`).expect(200)).body.currency).toBe('EUR');
    expect((await alex.get(`/api/accounts/lookup?accountNumber=${samChecking.accountNumber}`).expect(200)).body).toEqual(info);
    await alex.get('/api/accounts/00000000-0000-0000-0000-000000000000/info').expect(404);
    await alex.get('/api/accounts/nonsense/info').expect(404);
    await bank.agent().get(`/api/accounts/${samChecking.id}/info`).expect(401);
  });

  it("lists my history newest first, filters by my account, and 404s on another customer's account", async () => {
    const credit = alexAccounts[2];
    const page = (await alex.get(`/api/transactions?accountId=${credit.id}&limit=100`).expect(200)).body;
    expect(page.items.length).toBeGreaterThan(5);
    const times = page.items.map((i: { createdAt: string }) => new Date(i.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(page)).not.toMatch(/adminNotes|fromUserId|toUserId/);
    await alex.get(`/api/transactions?accountId=${samAccounts[0].id}`).expect(404);
    await alex.get('/api/transactions?status=bogus').expect(400);
    await bank.agent().get('/api/transactions').expect(401);
  });

  it('builds the statement from the ledger: opening + lines = closing = the balance, in JSON, CSV and PDF', async () => {
    for (const [agent, account] of [[alex, alexAccounts[2]], [sam, samAccounts[1]]] as const) {
      const s = (await agent.get(`/api/statements?accountId=${account.id}&period=year`).expect(200)).body;
      const moved = s.lines.reduce((sum: number, l: { amount: string }) => sum + cents(l.amount), 0);
      expect(cents(s.openingBalance) + moved).toBe(cents(s.closingBalance));
      expect(s.closingBalance).toBe(account.balance);
      expect(s.lines.at(-1)?.runningBalance ?? s.openingBalance).toBe(s.closingBalance);

      const csv = await agent.get(`/api/statements/download?accountId=${account.id}&period=year&format=csv`).expect(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.text.trim().split('\r\n').at(-1)).toBe(`Closing balance,${s.closingBalance}`);
      const pdf = await agent.get(`/api/statements/download?accountId=${account.id}&period=year&format=pdf`).buffer(true).expect(200);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
    await alex.get(`/api/statements?accountId=${samAccounts[1].id}&period=year`).expect(404);
    await alex.get(`/api/statements?accountId=${alexAccounts[2].id}&period=decade`).expect(400);
  });
});
