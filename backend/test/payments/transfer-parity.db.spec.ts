import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { STEP_UP_TOKEN_MINTER, type StepUpTokenMinter } from '../../src/modules/identity/public/step-up-token-minting.js';
import { stepUpProof } from '../../src/modules/identity/public/step-up-proof.js';
import type { TransferOpened, TransferOpenings } from '../../src/modules/payments/application/ports/transfer-openings.js';
import { decideTransfer, TRANSFER_RULES, type TransferRefusal, type TransferRule, type TransferSnapshot } from '../../src/modules/payments/domain/transfer-decision.js';
import type { TransferLimits } from '../../src/modules/payments/domain/transfer-limits.js';
import { Transfer } from '../../src/modules/payments/domain/transfer.js';
import { domesticPayee, internationalRecipient } from '../../src/modules/payments/domain/payee.js';
import { TRANSFER_OPENINGS } from '../../src/modules/payments/payments.tokens.js';
import { RecordExternalMovement } from '../../src/modules/payments/public/payments.api.js';
import type { TransferExtension } from '../../src/modules/payments/public/transfer-extension.js';
import { sql } from '../../src/shared/database/statement.js';
import { Money } from '../../src/shared/money/money.js';
import { anAccount } from '../support/banking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Parity: every rule of the transfer's decision, and the order in which refusals are told, through
 * both the pure decision (decideTransfer on a snapshot) and the statement that applies it
 * (TransferOpenings.open on PostgreSQL, with the same facts arranged in the database). Any
 * difference fails. A refused transfer must also leave no trace.
 */

/** The facts of one case, in words both sides understand. */
interface Facts {
  /** The caller's checks (through a test extension on a transfer out of the bank). */
  checks?: { name: string; passes: boolean }[];
  misidentified?: boolean;
  restricted?: string | null;
  tokenValid?: boolean;
  sourceActive?: boolean;
  payeeActive?: boolean;
  /** No payee account: the money leaves the bank. */
  outOfBank?: boolean;
  todayUsd?: string;
  /** Sent on an earlier day of this bank month (only when today is not the first). */
  earlierUsd?: string;
  /** Sent today to this payee. */
  payeeTodayUsd?: string;
  /** The payee is one of the customer's own accounts: the per-payee limit does not count it. */
  ownPayee?: boolean;
  account?: { type: 'checking'; balance: string } | { type: 'credit'; creditLimit: string; owed: string };
  amount?: string;
  limits?: { daily: string; monthly: string; payee: string };
}

const usd = (amount: string) => Money.parse(amount, 'USD');
const RECIPIENT = { countryCode: 'DEU', accountNumber: 'DE89 3704 0044 0532 0130 00', ifscOrBic: 'COBADEFFXXX' };
const BASE = { amount: '100.00', limits: { daily: '1000.00', monthly: '5000.00', payee: '500.00' }, account: { type: 'checking' as const, balance: '500.00' } };

function snapshotOf(f: Facts): TransferSnapshot {
  const account = f.account ?? BASE.account;
  const limits = f.limits ?? BASE.limits;
  const amount = usd(f.amount ?? BASE.amount);
  return {
    checks: f.checks ?? [],
    accountsAsIdentified: !f.misidentified,
    customer: { transactionRestricted: f.restricted !== undefined, restrictionReason: f.restricted ?? null },
    stepUpTokenValid: f.tokenValid ?? true,
    source: account.type === 'checking'
      ? { active: f.sourceActive ?? true, accountType: 'checking', balance: usd(account.balance), creditLimit: null }
      : { active: f.sourceActive ?? true, accountType: 'credit', balance: usd(account.owed).negate(), creditLimit: usd(account.creditLimit) },
    payee: f.outOfBank ? null : { active: f.payeeActive ?? true },
    usage: { todayUsd: usd(f.todayUsd ?? '0.00'), earlierThisMonthUsd: usd(f.earlierUsd ?? '0.00'), payeeTodayUsd: f.ownPayee ? null : usd(f.payeeTodayUsd ?? '0.00') },
    transfer: { amount, amountUsd: amount },
    limits: { dailyUsd: usd(limits.daily), monthlyUsd: usd(limits.monthly), payeeDailyUsd: usd(limits.payee) } satisfies TransferLimits,
  };
}

/** A transfer out of the bank with checks the case decides: payments' extension point, seen from outside. */
const CHECKS: TransferExtension = {
  name: 'parity-checks',
  parts: ({ data }) => ({
    checks: ['FIRST_CHECK', 'SECOND_CHECK'].map((name) => ({ name, passes: sql<boolean>`(${data}::json ->> ${name}) = 'pass'` })),
    ctes: [],
  }),
};

/** Each rule broken on its own, as facts. */
const BREAKS: Record<TransferRule, Facts> = {
  ACCOUNTS_CHANGED: { misidentified: true },
  RESTRICTED: { restricted: 'Pending KYC review' },
  AUTHORIZATION_INVALID: { tokenValid: false },
  ACCOUNT_INACTIVE: { sourceActive: false },
  PAYEE_INACTIVE: { payeeActive: false },
  DAILY_LIMIT: { todayUsd: '950.00' },
  MONTHLY_LIMIT: { todayUsd: '450.00', limits: { daily: '1000.00', monthly: '500.00', payee: '1000.00' } },
  PAYEE_DAILY_LIMIT: { payeeTodayUsd: '450.00' },
  INSUFFICIENT_FUNDS: { account: { type: 'checking', balance: '99.99' } },
};

describe('the transfer decision and the transfer statement agree', () => {
  let t: TestApp;
  let openings: TransferOpenings;
  let payer = 0;
  let payee: { id: string; userId: string; accountNumber: string };
  let bankDay: { today: string; firstOfMonth: boolean };

  beforeAll(async () => {
    t = await createTestApp();
    openings = t.app.get(TRANSFER_OPENINGS);
    const owner = await t.createUser('PARITYPAYEE');
    payee = await anAccount(t, owner.id);
    const [day] = await t.sql<{ today: string; first: boolean }>(
      `select (now() at time zone 'America/New_York')::date::text as today, extract(day from now() at time zone 'America/New_York') = 1 as first`);
    bankDay = { today: day.today, firstOfMonth: day.first };
  });
  afterAll(() => t?.close());

  /** The facts arranged for a new customer, then the statement run on them; answers its outcome and whether it left a trace. */
  async function throughTheStatement(f: Facts): Promise<{ outcome: TransferOpened; traces: string[] }> {
    const customer = await t.createUser(`PARITY${++payer}`);
    const account = f.account ?? BASE.account;
    const source = account.type === 'checking'
      ? await anAccount(t, customer.id, { deposit: account.balance === '0.00' ? undefined : account.balance })
      : await anAccount(t, customer.id, { type: 'credit', creditLimit: account.creditLimit });
    const bus = t.app.get(CommandBus);
    if (account.type === 'credit' && account.owed !== '0.00') {
      await bus.execute(new RecordExternalMovement({ accountId: source.id, direction: 'withdrawal', amount: account.owed, description: 'Owed' }));
    }
    if (f.restricted !== undefined) await t.sql(`update identity.users set transaction_restricted = true, restriction_reason = $2 where id = $1`, [customer.id, f.restricted]);
    if (f.sourceActive === false) await t.sql(`update accounts.accounts set is_active = 'false' where id = $1`, [source.id]);
    await t.sql(`update accounts.accounts set is_active = $2 where id = $1`, [payee.id, f.payeeActive === false ? 'false' : 'true']);
    if (f.todayUsd) await t.sql(`insert into payments.transfer_usage (user_id, bank_day, amount_usd) values ($1, $2::date, $3)`, [customer.id, bankDay.today, f.todayUsd]);
    const payeeUsageKey = f.outOfBank ? internationalRecipient(RECIPIENT) : domesticPayee(payee.accountNumber);
    // The handler gives a transfer between the customer's own accounts no payee to count (payeeOf).
    const payeeKey = f.ownPayee ? null : payeeUsageKey;
    if (f.payeeTodayUsd) await t.sql(`insert into payments.payee_usage (user_id, bank_day, payee_key, amount_usd) values ($1, $2::date, $3, $4)`, [customer.id, bankDay.today, payeeUsageKey, f.payeeTodayUsd]);
    if (f.earlierUsd) await t.sql(`insert into payments.transfer_usage (user_id, bank_day, amount_usd) values ($1, $2::date - 1, $3)`, [customer.id, bankDay.today, f.earlierUsd]);

    const amount = f.amount ?? BASE.amount;
    const payload = { fromAccountId: source.id, toAccountNumber: payee.accountNumber, amount, description: 'Parity' };
    const token = f.tokenValid === false ? 'not-a-token' : await t.app.get<symbol, StepUpTokenMinter>(STEP_UP_TOKEN_MINTER).mint({ userId: customer.id, purpose: 'domestic-transfer', payload });
    const proof = stepUpProof(token, 'domestic-transfer', payload);
    const from = { id: source.id, userId: customer.id, accountNumber: f.misidentified && f.outOfBank ? '80999999' : source.accountNumber };
    const common = { id: randomUUID(), transactionCode: `PARITY${randomUUID().slice(0, 8)}`, from, amount, currency: 'USD', amountUsd: amount, description: 'Parity', at: new Date() };
    const transfer = f.outOfBank
      ? Transfer.external({ ...common, reference: 'PARITY', status: 'submitted', payeeKey: payeeKey! })
      // A payee identified with another owner than it has: the statement finds it changed.
      : Transfer.domestic({ ...common, to: { ...payee, userId: f.misidentified ? customer.id : payee.userId }, heldForReview: false, payeeKey });
    const limits = snapshotOf(f).limits;
    const before = await t.sql<{ balance: string }>(`select balance::text as balance from accounts.accounts where id = $1`, [source.id]);
    const outcome = await openings.open({
      transfer, memo: 'Parity', events: [], idempotency: null, limits,
      stepUp: { purpose: 'domestic-transfer', tokenHash: proof.tokenHash, payloadHash: proof.payloadHash },
      extension: f.checks ? { parts: CHECKS, data: Object.fromEntries(f.checks.map((c) => [c.name, c.passes ? 'pass' : 'fail'])) } : null,
    });
    const traces: string[] = [];
    const [after] = await t.sql<{ balance: string }>(`select balance::text as balance from accounts.accounts where id = $1`, [source.id]);
    if (after.balance !== before[0].balance) traces.push(`balance ${before[0].balance} -> ${after.balance}`);
    if ((await t.sql(`select 1 from payments.transactions where id = $1`, [transfer.id])).length) traces.push('transaction row');
    if ((await t.sql(`select 1 from identity.step_up_authorizations where user_id = $1 and used_at is not null`, [customer.id])).length) traces.push('token spent');
    const [usage] = await t.sql<{ today: string | null }>(`select amount_usd::text as today from payments.transfer_usage where user_id = $1 and bank_day = $2::date`, [customer.id, bankDay.today]);
    if ((usage?.today ?? null) !== (f.todayUsd ? usd(f.todayUsd).toString() : null)) traces.push(`usage ${usage?.today}`);
    return { outcome, traces };
  }

  /** Runs the case both ways and checks they agree, and that a refusal wrote nothing (and an opening did). */
  async function agree(f: Facts): Promise<TransferRefusal | null> {
    const snapshot = snapshotOf(f);
    const decided = decideTransfer(snapshot);
    const { outcome, traces } = await throughTheStatement(f);
    expect('refused' in outcome ? outcome : null).toEqual(decided);
    const { balance } = snapshot.source;
    if (decided) expect(traces).toEqual([]);
    else expect(traces).toEqual(expect.arrayContaining([`balance ${balance} -> ${balance.minus(snapshot.transfer.amount)}`, 'transaction row', 'token spent']));
    return decided;
  }

  it('opens a transfer every rule lets through, both ways', async () => {
    expect(await agree({})).toBeNull();
    expect(await agree({ outOfBank: true })).toBeNull();
  });

  describe.each(TRANSFER_RULES.map((rule) => [rule]))('%s', (rule) => {
    it('refuses when it alone is broken, both ways', async () => {
      const facts = { ...BREAKS[rule] };
      expect((await agree(facts))?.refused).toBe(rule);
    });
  });

  it('tells the restriction with its reason', async () => {
    expect(await agree({ restricted: 'Pending KYC review' })).toEqual({ refused: 'RESTRICTED', explanation: 'Pending KYC review' });
  });

  it('lets the limits and the funds be reached exactly, not passed', async () => {
    expect(await agree({ todayUsd: '900.00' })).toBeNull();
    expect(await agree({ todayUsd: '900.01' })).toEqual({ refused: 'DAILY_LIMIT' });
    expect(await agree({ todayUsd: '400.00', limits: { daily: '1000.00', monthly: '500.00', payee: '500.00' } })).toBeNull();
    expect(await agree({ payeeTodayUsd: '400.00' })).toBeNull();
    expect(await agree({ payeeTodayUsd: '400.01' })).toEqual({ refused: 'PAYEE_DAILY_LIMIT' });
    expect(await agree({ outOfBank: true, payeeTodayUsd: '400.01' })).toEqual({ refused: 'PAYEE_DAILY_LIMIT' });
    expect(await agree({ account: { type: 'checking', balance: '100.00' } })).toBeNull();
    expect(await agree({ account: { type: 'credit', creditLimit: '300.00', owed: '200.00' } })).toBeNull();
    expect(await agree({ account: { type: 'credit', creditLimit: '300.00', owed: '200.01' } })).toEqual({ refused: 'INSUFFICIENT_FUNDS' });
  });

  it('counts earlier days of the month against the monthly limit', async () => {
    if (bankDay.firstOfMonth) return; // no earlier day in this month yet
    expect(await agree({ earlierUsd: '4900.00' })).toBeNull();
    expect(await agree({ earlierUsd: '4900.01' })).toEqual({ refused: 'MONTHLY_LIMIT' });
  });

  it("tells the caller's checks first, the first failing one by name", async () => {
    expect(await agree({ outOfBank: true, checks: [{ name: 'FIRST_CHECK', passes: true }, { name: 'SECOND_CHECK', passes: true }] })).toBeNull();
    expect(await agree({ outOfBank: true, checks: [{ name: 'FIRST_CHECK', passes: true }, { name: 'SECOND_CHECK', passes: false }] }))
      .toEqual({ refused: 'CHECK_FAILED', check: 'SECOND_CHECK' });
    expect(await agree({ outOfBank: true, misidentified: true, restricted: null, checks: [{ name: 'FIRST_CHECK', passes: false }, { name: 'SECOND_CHECK', passes: false }] }))
      .toEqual({ refused: 'CHECK_FAILED', check: 'FIRST_CHECK' });
  });

  // Every pair of broken rules: the earlier one in TRANSFER_RULES is told, both ways.
  const pairs = TRANSFER_RULES.flatMap((first, i) => TRANSFER_RULES.slice(i + 1).map((second) => [first, second] as const))
    // MONTHLY_LIMIT's own limits would mend DAILY_LIMIT's break: that pair is covered by a case of its own below.
    .filter(([first, second]) => !(first === 'DAILY_LIMIT' && second === 'MONTHLY_LIMIT'));
  it.each(pairs)('tells %s before %s', async (first, second) => {
    const facts = { ...BREAKS[second], ...BREAKS[first] };
    expect((await agree(facts))?.refused).toBe(first);
  });

  it('tells DAILY_LIMIT before MONTHLY_LIMIT', async () => {
    expect((await agree({ todayUsd: '950.00', limits: { daily: '1000.00', monthly: '900.00', payee: '500.00' } }))?.refused).toBe('DAILY_LIMIT');
  });

  it("does not count a transfer to one of the customer's own accounts against the per-payee limit", async () => {
    expect(await agree({ ownPayee: true, payeeTodayUsd: '450.00', amount: '600.00', account: { type: 'checking', balance: '700.00' } })).toBeNull();
  });
});
