import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import type { AdminInternationalTransferPage } from '@bank/contracts/international';
import type TestAgent from 'supertest/lib/agent.js';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import type { InternationalQueries } from '../../src/modules/international/application/queries/international-queries.js';
import type { ExchangeRateRepository } from '../../src/modules/international/domain/exchange-rate.repository.js';
import type { InternationalTransferRepository } from '../../src/modules/international/domain/international-transfer.repository.js';
import type { SanctionsList } from '../../src/modules/international/domain/sanctions-list.js';
import { screeningKey } from '../../src/modules/international/domain/sanctions.js';
import { EXCHANGE_RATE_REPOSITORY, INTERNATIONAL_QUERIES, INTERNATIONAL_TRANSFER_REPOSITORY, SANCTIONS_LIST } from '../../src/modules/international/international.tokens.js';
import { ListInternationalTransfersForAdmin } from '../../src/modules/international/public/international-admin.api.js';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import { anAccount } from '../support/banking.js';
import { sendInternational, toGermany, withSecuritySetUp } from '../support/international.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { onAnotherConnection } from '../support/test-database.js';

const later = new Date('2030-01-02T03:04:05Z');

/** International's repositories and queries on real PostgreSQL: locks, claims and what they read back. */
describe('the international repositories', () => {
  let t: TestApp;
  let transfers: InternationalTransferRepository;
  let rates: ExchangeRateRepository;
  let sanctions: SanctionsList;
  let queries: InternationalQueries;
  let inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  let ivy: { id: string };
  let account: AccountSummary;
  let asIvy: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    transfers = t.app.get(INTERNATIONAL_TRANSFER_REPOSITORY);
    rates = t.app.get(EXCHANGE_RATE_REPOSITORY);
    sanctions = t.app.get(SANCTIONS_LIST);
    queries = t.app.get(INTERNATIONAL_QUERIES);
    inTransaction = (work) => t.app.get(TransactionRunner).run(work);
    ivy = await t.createUser('INTLREPO', { firstName: 'Ivy', lastName: 'Stone' });
    await withSecuritySetUp(t, ivy.id);
    account = await anAccount(t, ivy.id, { deposit: '5000.00' });
    asIvy = await t.signedIn('INTLREPO');
  });
  afterAll(() => t?.close());

  const aTransfer = async () => (await sendInternational(t, asIvy, ivy.id, toGermany(account.id, { transferAmount: '10.00' }), 201)).body.transfer.id as string;

  const elsewhere = (statement: string, params: unknown[]) => onAnotherConnection(t.config.databaseUrl, statement, params);

  it('reads a transfer back as it was opened, saves a status change, and shows it to staff with the customer', async () => {
    const id = await aTransfer();
    await inTransaction(async () => {
      const transfer = (await transfers.lock(id))!;
      expect(transfer).toMatchObject({ status: 'submitted', transferAmount: '10.00', exchangeRate: '1.085000', feePercentage: '0.75', userId: ivy.id });
      expect(transfer.createdAt).toBeInstanceOf(Date);
      transfer.changeStatus('processing', ivy.id, { adminNotes: 'Looked at it' }, later);
      await transfers.save(transfer);
    });
    expect(await queries.oneForAdmin(id)).toMatchObject({
      id, userId: ivy.id, status: 'processing', adminNotes: 'Looked at it', statusUpdatedBy: ivy.id, statusUpdatedAt: later.toISOString(), recipientCountryName: 'Germany',
    });
    // Staff's list adds the customer from accounts' copy of the profiles.
    const listed = await t.app.get(QueryBus).execute<ListInternationalTransfersForAdmin, AdminInternationalTransferPage>(
      new ListInternationalTransfersForAdmin({ status: 'processing' }, {}));
    expect(listed.items).toEqual([expect.objectContaining({ id, customerId: 'INTLREPO', customerName: 'Ivy Stone' })]);
    expect(await queries.myTransfer(ivy.id, id)).toMatchObject({ id, status: 'processing' });
    expect(await queries.myTransfer(randomUUID(), id)).toBeNull();
  });

  it('locks a transfer against other changes, and hands the settlement only due ones another run has not claimed', async () => {
    const id = await aTransfer();
    expect(await inTransaction(async () => {
      await transfers.lock(id);
      return elsewhere(`select id from international.international_transfers where id = $1 for no key update nowait`, [id]);
    })).toBe('55P03');
    await t.sql(`update international.international_transfers set created_at = created_at - interval '3 days', estimated_delivery = estimated_delivery - interval '3 days' where id = $1`, [id]);
    const another = `select id from international.international_transfers where id = $1 for no key update skip locked`;
    expect(await inTransaction(async () => {
      expect(await transfers.lockDue(1, 500)).toContain(id);
      return elsewhere(another, [id]);
    })).toBe('ok');
    expect(await elsewhere(another, [id])).toBe(id);
  });

  it('changes a rate with its date, read back with six decimals; a currency without a rate is not found', async () => {
    const today = await inTransaction(() => rates.today());
    expect(today).toBe((await t.sql<{ d: string }>(`select to_char(current_date, 'YYYY-MM-DD') as d`))[0].d);
    await inTransaction(async () => {
      const rate = (await rates.lock('GBP'))!;
      expect(rate).toMatchObject({ currency: 'GBP', usdRate: '1.270000', rateDate: '2026-11-20' });
      rate.change('1.300000', '2026-11-25', later);
      await rates.save(rate);
    });
    expect((await queries.exchangeRates()).find((r) => r.currency === 'GBP')).toEqual({ currency: 'GBP', usdRate: '1.300000', rateDate: '2026-11-25', updatedAt: later.toISOString() });
    expect((await queries.usdRates()).get('GBP')).toBe('1.300000');
    expect(await inTransaction(() => rates.lock('XXX'))).toBeNull();
  });

  it('adds sanctions names once, whatever is listed already', async () => {
    const entry = (name: string) => ({ name, key: screeningKey(name), source: 'test' });
    expect(await inTransaction(() => sanctions.addAll([entry('Zed Unlisted Person'), entry('Boris Badenov')]))).toBe(1);
    expect(await inTransaction(() => sanctions.addAll([entry('zed UNLISTED person')]))).toBe(0);
  });
});
