import { connectToDemoBank, DEMO, type DemoBank } from '../support/demo-bank.js';

describe('the demo bank', () => {
  let bank: DemoBank;
  beforeAll(async () => { bank = await connectToDemoBank(); });
  afterAll(() => bank.close());

  it('gives Alex three USD accounts with about three months of history, and security set up', async () => {
    const alex = await bank.signedIn(DEMO.alex);
    const accounts = (await alex.get('/api/accounts').expect(200)).body;
    expect(accounts.map((a: { accountType: string; currency: string }) => `${a.accountType} ${a.currency}`)).toEqual(['checking USD', 'savings USD', 'credit USD']);
    expect(accounts[2].creditLimit).toBe('5000.00');
    const history = (await alex.get('/api/transactions?limit=100').expect(200)).body;
    expect(history.total).toBeGreaterThan(30);
    const oldest = new Date(history.items.at(-1).createdAt).getTime();
    expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);
    // 'Member Since' (the profile) is the customer's creation date: before the first transaction.
    const memberSince = new Date((await alex.get('/api/user').expect(200)).body.createdAt).getTime();
    expect(memberSince).toBeLessThan(oldest);
    expect(accounts.every((a: { createdAt: string }) => new Date(a.createdAt).getTime() >= memberSince)).toBe(true);
    expect(new Set(history.items.map((i: { type: string }) => i.type))).toEqual(new Set(['deposit', 'withdrawal', 'transfer']));
    expect((await alex.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: true, hasSignature: true, signInVerification: false });
    expect((await alex.get('/api/user/security-questions').expect(200)).body).toEqual({
      question1: 'What was the name of your first pet?', question2: 'In which city were you born?', question3: 'What is your favourite colour?',
    });
  });

  it('gives Sam a USD checking and a EUR savings account and no security yet; the administrator has the admin role', async () => {
    const sam = await bank.signedIn(DEMO.sam);
    const accounts = (await sam.get('/api/accounts').expect(200)).body;
    expect(accounts.map((a: { accountType: string; currency: string }) => `${a.accountType} ${a.currency}`)).toEqual(['checking USD', 'savings EUR']);
    expect((await sam.get('/api/auth/security-setup').expect(200)).body).toEqual({ hasQuestions: false, hasSignature: false, signInVerification: false });
    const admin = await bank.signedIn(DEMO.admin);
    expect((await admin.get('/api/user').expect(200)).body.role).toBe('admin');
  });
});
