import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { Clock } from '../../src/shared/clock.js';
import { ReconcileLedgerJob } from '../../src/modules/accounts/application/jobs/reconcile-ledger.job.js';
import { ChargeCardFeesJob } from '../../src/modules/cards/application/jobs/charge-card-fees.job.js';
import { ApplyForCard, ProcessCardApplication } from '../../src/modules/cards/public/cards.api.js';
import { RecordExternalMovement } from '../../src/modules/payments/public/payments.api.js';
import { anAccount, balanceOf } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('monthly card fees', () => {
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
    `select card_id, month, amount::text as amount, currency, status from cards.card_fees order by card_id`);
  const feeIncome = (currency: string) => t.sql<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total from accounts.postings p join accounts.accounts a on a.id = p.account_id
     where a.internal_purpose = 'fees' and a.currency = $1`, [currency]).then(([r]) => r.total);

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await t.createUser('FEEPAYER')).id;
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

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
    expect(await job.run([month])).toBe(`card fees ${month}: collected 0 owed earlier, charged 0, owed 0, already done 0`);
    expect(await balanceOf(t, rich.id)).toBe('90.00');
    await expect(t.app.get(ReconcileLedgerJob).run()).resolves.toBeDefined();

    await t.dispatchOutbox();
    const titles = (await t.sql<{ title: string }>(`select title from notifications.notifications where user_id = $1 and title like 'Card fee%'`, [userId])).map((n) => n.title);
    expect(titles.filter((x) => x === 'Card fee charged')).toHaveLength(2 + extra.length);
    expect(titles.filter((x) => x === 'Card fee owed')).toHaveLength(1);
  });

  it('refuses a malformed month and does not charge cards issued after the month', async () => {
    const job = t.app.get(ChargeCardFeesJob);
    await expect(job.run(['2026-13'])).rejects.toThrow('month must be YYYY-MM');
    expect(await job.run(['2020-01'])).toMatch(/^card fees 2020-01: collected 0 owed earlier, charged 0, owed 0, already done 0$/);
  });

  it('refuses a month still to come, and skips cards that expired before the month', async () => {
    const job = t.app.get(ChargeCardFeesJob);
    await expect(job.run(['2031-12'])).rejects.toThrow('card fees for 2031-12 cannot be charged before that month begins');
    const expired = await aCard(await anAccount(t, userId, { deposit: '100.00' }), 'premium');
    const valid = await aCard(await anAccount(t, userId, { deposit: '100.00' }), 'premium');
    const [year, m] = month.split('-').map(Number);
    const lastMonth = m === 1 ? { year: year - 1, month: 12 } : { year, month: m - 1 };
    await t.sql(`update cards.debit_cards set expiry_year = $2, expiry_month = $3 where id = $1`, [expired, lastMonth.year, lastMonth.month]);
    await t.sql(`update cards.debit_cards set expiry_year = $2, expiry_month = $3 where id = $1`, [valid, year, m]);
    await job.run([month]);
    const charged = (await fees()).filter((f) => f.month === month).map((f) => f.card_id);
    expect(charged).toContain(valid);
    expect(charged).not.toContain(expired);
  });

  it('collects owed fees, oldest first and exactly once under two concurrent runs, once the account can cover them', async () => {
    const bus = t.app.get(CommandBus);
    const job = t.app.get(ChargeCardFeesJob);
    const next = nextMonth(month);
    // Three accounts that cannot pay this month's fee; then one gets enough for the owed fee and next month's, one only for the owed fee, one too little.
    const both = await anAccount(t, userId, { deposit: '3.00' });
    const oldOnly = await anAccount(t, userId, { type: 'savings', deposit: '4.00' });
    const stillShort = await anAccount(t, userId, { deposit: '2.00' });
    const cards = { both: await aCard(both, 'platinum'), oldOnly: await aCard(oldOnly, 'premium'), stillShort: await aCard(stillShort, 'premium') };
    await job.run([month]);
    const owedNow = await t.sql<{ card_id: string }>(`select card_id from cards.card_fees where status = 'owed' and month = $1`, [month]);
    expect(owedNow.map((r) => r.card_id)).toEqual(expect.arrayContaining(Object.values(cards)));
    const [{ now: depositedAt }] = await t.sql<{ now: Date }>('select now()');

    await bus.execute(new RecordExternalMovement({ accountId: both.id, direction: 'deposit', amount: '47.00', description: 'Salary' }));
    await bus.execute(new RecordExternalMovement({ accountId: oldOnly.id, direction: 'deposit', amount: '11.00', description: 'Salary' }));
    await bus.execute(new RecordExternalMovement({ accountId: stillShort.id, direction: 'deposit', amount: '5.00', description: 'Salary' }));

    // Next month has begun.
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(`${next}-01T12:00:00Z`));
    const summaries = await Promise.all([job.run([next]), job.run([next])]);
    const collectedByRun = summaries.map((x) => Number(/collected (\d+)/.exec(x)![1]));
    expect(collectedByRun[0] + collectedByRun[1]).toBe(2);

    // 3 + 47 = 50: the owed 25.00 and next month's 25.00. 4 + 11 = 15: the owed 10.00 first, so next month's 10.00 is owed.
    expect(await balanceOf(t, both.id)).toBe('0.00');
    expect(await balanceOf(t, oldOnly.id)).toBe('5.00');
    expect(await balanceOf(t, stillShort.id)).toBe('7.00');
    const rows = await t.sql<{ card_id: string; month: string; status: string; charged_at: Date | null }>(
      `select card_id, month, status, charged_at from cards.card_fees where card_id = any($1::uuid[]) order by month`, [Object.values(cards)]);
    const status = (card: string, m: string) => rows.find((r) => r.card_id === card && r.month === m)?.status;
    expect([status(cards.both, month), status(cards.both, next)]).toEqual(['charged', 'charged']);
    expect([status(cards.oldOnly, month), status(cards.oldOnly, next)]).toEqual(['charged', 'owed']);
    expect([status(cards.stillShort, month), status(cards.stillShort, next)]).toEqual(['owed', 'owed']);
    // Through the ledger, to the fee income account: 25 + 25 + 10 from these accounts, one entry each (the others' cards paid next month too).
    const feeEntries = await t.sql<{ amount: string; fees: string }>(
      `select p.amount::text as amount, (select f.amount::text from accounts.postings f join accounts.accounts a on a.id = f.account_id
                                          where f.journal_entry_id = p.journal_entry_id and a.internal_purpose = 'fees') as fees
       from accounts.postings p join accounts.journal_entries j on j.id = p.journal_entry_id
       where j.kind = 'card-fee' and p.account_id = any($1::uuid[]) and p.created_at > $2 order by p.id`, [[both.id, oldOnly.id, stillShort.id], depositedAt]);
    expect(feeEntries.map((e) => e.amount).sort()).toEqual(['-10.00', '-25.00', '-25.00']);
    for (const entry of feeEntries) expect(entry.fees).toBe(entry.amount.slice(1));
    const collectedEntries = await t.sql<{ n: string }>(
      `select count(*)::text as n from cards.card_history where event = 'fee-collected' and card_id = any($1::uuid[])`, [Object.values(cards)]);
    expect(collectedEntries[0].n).toBe('2');
    await expect(t.app.get(ReconcileLedgerJob).run()).resolves.toBeDefined();

    // A later run takes nothing twice; the owed fee is collected when the money comes.
    await bus.execute(new RecordExternalMovement({ accountId: oldOnly.id, direction: 'deposit', amount: '5.00', description: 'Top-up' }));
    expect(await job.run([next])).toMatch(/^card fees .*: collected 1 owed earlier, charged 0, owed 0, already done 0$/);
    expect(await balanceOf(t, oldOnly.id)).toBe('0.00');
    expect(await balanceOf(t, both.id)).toBe('0.00');
    await expect(t.app.get(ReconcileLedgerJob).run()).resolves.toBeDefined();

    await t.dispatchOutbox();
    const collectedNotes = await t.sql<{ message: string }>(`select message from notifications.notifications where user_id = $1 and title = 'Owed card fee charged'`, [userId]);
    expect(collectedNotes).toHaveLength(3);
    expect(collectedNotes.map((n) => n.message)).toEqual(expect.arrayContaining([expect.stringContaining(`The ${month} fee of $25.00 for your Platinum card ending`)]));
  });
});

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
