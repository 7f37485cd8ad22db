import { CommandBus } from '@nestjs/cqrs';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { ReconcileLedgerJob } from '../../src/modules/accounts/application/jobs/reconcile-ledger.job.js';
import { ChargeCardFeesJob } from '../../src/modules/cards/application/jobs/charge-card-fees.job.js';
import { ApplyForCard, ProcessCardApplication } from '../../src/modules/cards/public/cards.api.js';
import { anAccount, balanceOf } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describeWithDatabase('monthly card fees', 'it runs the fee job twice at once and reads the ledger of its own database', () => {
  let t: TestApp;
  let userId: string;
  const month = new Date().toISOString().slice(0, 7);

  async function aCard(account: AccountSummary, cardType: 'standard' | 'premium' | 'platinum'): Promise<string> {
    const bus = t.app.get(CommandBus);
    const id = await bus.execute<ApplyForCard, string>(new ApplyForCard(userId, { accountId: account.id, cardType }));
    await bus.execute(new ProcessCardApplication(id, { approve: true }, null));
    return id;
  }
  const fees = () => t.sql<{ card_id: string; month: string; amount: string; currency: string; status: string }>(
    `select card_id, month, amount::text as amount, currency, status from card_fees order by card_id`);
  const feeIncome = (currency: string) => t.sql<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total from postings p join accounts a on a.id = p.account_id
     where a.internal_purpose = 'fees' and a.currency = $1`, [currency]).then(([r]) => r.total);

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await t.createUser('FEEPAYER')).id;
  });
  afterAll(() => t.close());

  it('charges premium and platinum cards exactly once per month under two concurrent runs, owes what the account cannot cover', async () => {
    const rich = await anAccount(t, userId, { deposit: '100.00' });
    const poor = await anAccount(t, userId, { type: 'savings', deposit: '5.00' });
    const euro = await anAccount(t, userId, { currency: 'EUR', deposit: '50.00' });
    const free = await anAccount(t, userId, { deposit: '1.00' });
    const premium = await aCard(rich, 'premium');
    const platinum = await aCard(poor, 'platinum');
    const euroPremium = await aCard(euro, 'premium');
    await aCard(free, 'standard');
    const extra: AccountSummary[] = [];
    for (let i = 0; i < 6; i++) extra.push(await anAccount(t, userId, { deposit: '30.00' }));
    for (const account of extra) await aCard(account, 'premium');

    const job = t.app.get(ChargeCardFeesJob);
    // Straight on the job, past the scheduler's advisory lock: as two instances racing would.
    const summaries = await Promise.all([job.run([month]), job.run([month])]);
    expect(summaries.join(' ')).toMatch(/charged/);

    const rows = await fees();
    expect(rows).toHaveLength(3 + extra.length);
    const byCard = new Map(rows.map((r) => [r.card_id, r]));
    expect(byCard.get(premium)).toMatchObject({ month, amount: '10.00', currency: 'USD', status: 'charged' });
    expect(byCard.get(platinum)).toMatchObject({ amount: '25.00', currency: 'USD', status: 'owed' });
    // 10 USD at 1.085 USD per EUR, rounded half-up to the cent.
    expect(byCard.get(euroPremium)).toMatchObject({ amount: '9.22', currency: 'EUR', status: 'charged' });

    expect(await balanceOf(t, rich.id)).toBe('90.00');
    expect(await balanceOf(t, poor.id)).toBe('5.00');
    expect(await balanceOf(t, euro.id)).toBe('40.78');
    expect(await balanceOf(t, free.id)).toBe('1.00');
    for (const account of extra) expect(await balanceOf(t, account.id)).toBe('20.00');
    expect(await feeIncome('USD')).toBe(String(10 + 10 * extra.length) + '.00');
    expect(await feeIncome('EUR')).toBe('9.22');

    // A third run finds nothing to do; the ledger reconciles.
    expect(await job.run([month])).toBe(`card fees ${month}: charged 0, owed 0, already done 0`);
    expect(await balanceOf(t, rich.id)).toBe('90.00');
    await expect(t.app.get(ReconcileLedgerJob).run()).resolves.toBeDefined();

    await t.dispatchOutbox();
    const titles = (await t.sql<{ title: string }>(`select title from notifications where user_id = $1 and title like 'Card fee%'`, [userId])).map((n) => n.title);
    expect(titles.filter((x) => x === 'Card fee charged')).toHaveLength(2 + extra.length);
    expect(titles.filter((x) => x === 'Card fee owed')).toHaveLength(1);
  });

  it('refuses a malformed month and does not charge cards issued after the month', async () => {
    const job = t.app.get(ChargeCardFeesJob);
    await expect(job.run(['2026-13'])).rejects.toThrow('month must be YYYY-MM');
    expect(await job.run(['2020-01'])).toBe('card fees 2020-01: charged 0, owed 0, already done 0');
  });
});
