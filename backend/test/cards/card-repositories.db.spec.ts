import { randomUUID } from 'node:crypto';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { CARD_FEE_REPOSITORY, DEBIT_CARD_REPOSITORY } from '../../src/modules/cards/cards.tokens.js';
import { CardFee } from '../../src/modules/cards/domain/card-fee.js';
import type { CardFeeRepository } from '../../src/modules/cards/domain/card-fee.repository.js';
import { cardNumberFrom } from '../../src/modules/cards/domain/card-number.js';
import { DebitCard } from '../../src/modules/cards/domain/debit-card.js';
import type { DebitCardRepository } from '../../src/modules/cards/domain/debit-card.repository.js';
import { TransactionRunner } from '../../src/shared/database/transaction-runner.js';
import { anAccount } from '../support/banking.js';
import { ResealCardSecretsJob, SealCardNumbersJob } from '../../src/modules/cards/application/jobs/seal-card-numbers.job.js';
import { AesGcmCardSecrets } from '../../src/modules/cards/infrastructure/aes-gcm-card-secrets.js';
import { cardNumberOf } from '../support/cards.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { onAnotherConnection } from '../support/test-database.js';

const at = new Date('2026-11-20T10:00:00Z');
const issued = (n: string) => ({ cardNumberSealed: 'v1:iv:tag:number', cardNumberHash: `hash-of-${cardNumberFrom(n)}`, last4: cardNumberFrom(n).slice(-4), expiryMonth: 11, expiryYear: 2030, cvvEncrypted: 'v1:iv:tag:sealed' });

/** The cards repositories on real PostgreSQL: their conflicts and locks. */
describe('the cards repositories', () => {
  let t: TestApp;
  let cards: DebitCardRepository;
  let fees: CardFeeRepository;
  let inTransaction: <T>(work: () => Promise<T>) => Promise<T>;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    cards = t.app.get(DEBIT_CARD_REPOSITORY);
    fees = t.app.get(CARD_FEE_REPOSITORY);
    inTransaction = (work) => t.app.get(TransactionRunner).run(work);
    userId = (await t.createUser('CARDREPO')).id;
  });
  afterAll(() => t?.close());

  const anApplication = (account: AccountSummary) => DebitCard.apply({
    id: randomUUID(), accountId: account.id, userId, cardHolderName: 'CARD REPO', cardType: 'premium', deliveryAddress: null, pinHash: null, at,
  });
  const anIssuedCard = async (account: AccountSummary, digits: string) => {
    const card = anApplication(account);
    await inTransaction(() => cards.add(card));
    await inTransaction(async () => {
      const locked = (await cards.lock(card.id))!;
      locked.issue(issued(digits), null, at);
      await cards.save(locked);
    });
    return card.id;
  };

  const elsewhere = (statement: string, params: unknown[]) => onAnotherConnection(t.config.databaseUrl, statement, params);

  it('adds one live card or application per account; two at once add one; a rejected one leaves room', async () => {
    const account = await anAccount(t, userId);
    const [first, second] = [anApplication(account), anApplication(account)];
    const added = await Promise.all([inTransaction(() => cards.add(first)), inTransaction(() => cards.add(second))]);
    expect([...added].sort()).toEqual([false, true]);
    const stored = added[0] ? first : second;
    await inTransaction(async () => {
      const card = (await cards.lock(stored.id))!;
      card.reject('Address could not be verified', null, at);
      await cards.save(card);
    });
    expect(await inTransaction(() => cards.add(anApplication(account)))).toBe(true);
  });

  it('saves what the aggregate changed and reads it back as it was', async () => {
    const account = await anAccount(t, userId);
    const id = await anIssuedCard(account, '100000001');
    const card = (await inTransaction(() => cards.find(id)))!;
    const locked = (await inTransaction(() => cards.lock(id)))!;
    expect({ ...locked }).toEqual({ ...card });
    expect(card).toMatchObject({
      status: 'active', isActive: true, dailyLimit: '2000.00', cardType: 'premium', cardNumberHash: `hash-of-${cardNumberFrom('100000001')}`, last4: cardNumberFrom('100000001').slice(-4),
      expiryMonth: 11, expiryYear: 2030, cvvEncrypted: 'v1:iv:tag:sealed', processedAt: at,
    });
    expect(await inTransaction(() => cards.numberTaken(`hash-of-${cardNumberFrom('100000001')}`))).toBe(true);
    expect(await inTransaction(() => cards.numberTaken(`hash-of-${cardNumberFrom('100000002')}`))).toBe(false);
  });

  it('locks a card for its owner only, with a lock that lets others write its history and fees', async () => {
    const account = await anAccount(t, userId);
    const id = await anIssuedCard(account, '100000003');
    const other = await t.createUser('CARDREPOX');
    expect(await inTransaction(() => cards.lock(id, other.id))).toBeNull();
    const outcomes = await inTransaction(async () => {
      expect(await cards.lock(id, userId)).not.toBeNull();
      return {
        // What a history or fee row's foreign key takes on the card: not blocked.
        keyShare: await elsewhere(`select 1 from cards.debit_cards where id = $1 for key share nowait`, [id]),
        // Another change of the card waits (here: refused at once).
        update: await elsewhere(`select 1 from cards.debit_cards where id = $1 for no key update nowait`, [id]),
      };
    });
    expect(outcomes).toEqual({ keyShare: 'ok', update: '55P03' });
  });

  it('cancels only the live card and application of an account', async () => {
    const account = await anAccount(t, userId);
    const id = await anIssuedCard(account, '100000004');
    const live = await inTransaction(() => cards.lockLiveOfAccount(account.id));
    expect(live.map((c) => c.id)).toEqual([id]);
    await inTransaction(async () => {
      for (const card of await cards.lockLiveOfAccount(account.id)) {
        card.cancel(at);
        await cards.save(card);
      }
    });
    expect(await inTransaction(() => cards.lockLiveOfAccount(account.id))).toEqual([]);
    expect(await t.sql(`select status, is_active from cards.debit_cards where id = $1`, [id])).toEqual([{ status: 'cancelled', is_active: false }]);
  });

  it('puts a card in each wallet once, and claims a customer\'s reveals in the window one at a time', async () => {
    const account = await anAccount(t, userId);
    const id = await anIssuedCard(account, '100000005');
    const token = () => ({ id: randomUUID(), cardId: id, walletType: 'apple' as const, token: randomUUID().replaceAll('-', '') });
    expect(await inTransaction(() => cards.addWalletToken(token()))).toBe(true);
    expect(await inTransaction(() => cards.addWalletToken(token()))).toBe(false);
    const before = new Date(Date.now() - 60_000);
    await inTransaction(() => cards.recordHistory(id, userId, 'frozen'));
    // Twenty requests at once against a limit of five: exactly five are recorded.
    const claims = await Promise.all(Array.from({ length: 20 }, () => inTransaction(() => cards.claimReveal(id, userId, before, 5, { ip: '127.0.0.1' }))));
    expect(claims.filter(Boolean)).toHaveLength(5);
    // Requests older than the window no longer count.
    expect(await inTransaction(() => cards.claimReveal(id, userId, new Date(Date.now() + 60_000), 5, {}))).toBe(true);
    const requested = await t.sql<{ n: number }>(`select count(*)::int as n from cards.card_history where card_id = $1 and event = 'reveal-requested'`, [id]);
    expect(requested[0].n).toBe(6);
  });

  it('claims a card\'s fee for a month once under two claims at once; an owed fee is locked until charged, then gone from the owed', async () => {
    const account = await anAccount(t, userId);
    const cardId = await anIssuedCard(account, '100000006');
    const due = () => CardFee.due({ id: randomUUID(), cardId, month: '2026-10', amount: '10.00', currency: 'USD', at });
    const claims = await Promise.all([inTransaction(() => fees.claim(due())), inTransaction(() => fees.claim(due()))]);
    expect([...claims].sort()).toEqual([false, true]);
    const [{ id: feeId }] = await t.sql<{ id: string }>(`select id from cards.card_fees where card_id = $1`, [cardId]);
    expect((await fees.owed(null, 200)).map((f) => f.id)).toContain(feeId);
    const dueIn = (month: string) => fees.cardsDue(month, new Date('2026-12-01T00:00:00Z'), '00000000-0000-0000-0000-000000000000', 200);
    expect(await dueIn('2026-10')).not.toContain(cardId);
    expect(await dueIn('2026-11')).toContain(cardId);
    const held = await inTransaction(async () => {
      const fee = (await fees.lockOwed(feeId))!;
      const outcome = await elsewhere(`select 1 from cards.card_fees where id = $1 for no key update nowait`, [feeId]);
      fee.markCharged(at);
      await fees.save(fee);
      return outcome;
    });
    expect(held).toBe('55P03');
    expect(await inTransaction(() => fees.lockOwed(feeId))).toBeNull();
    expect((await fees.owed(null, 200)).map((f) => f.id)).not.toContain(feeId);
    expect(await t.sql(`select status, amount::text as amount, charged_at = $2 as charged_then from cards.card_fees where id = $1`, [feeId, at]))
      .toEqual([{ status: 'charged', amount: '10.00', charged_then: true }]);
  });

  it('seals numbers kept in the clear before: the job empties card_number, keeps the last four, and the number opens again', async () => {
    const account = await anAccount(t, userId);
    const id = await anIssuedCard(account, '100000077');
    const clear = cardNumberFrom('100000078');
    await t.sql(`update cards.debit_cards set card_number = $2, card_number_sealed = null, card_number_hash = null, last4 = null where id = $1`, [id, clear]);
    expect(await t.app.get(SealCardNumbersJob).run()).toBe('1 card numbers sealed');
    const [row] = await t.sql<{ card_number: string | null; last4: string }>(`select card_number, last4 from cards.debit_cards where id = $1`, [id]);
    expect(row).toEqual({ card_number: null, last4: clear.slice(-4) });
    expect(await cardNumberOf(t, id)).toBe(clear);
    expect(await t.app.get(SealCardNumbersJob).run()).toBe('0 card numbers sealed');
  });

  it('after a key rotation, reseal-card-secrets seals every number and CVV again under the new key; the old key is then no longer needed', async () => {
    const account = await anAccount(t, userId);
    const oldKey = t.config.cardEncryptionKey;
    const newKey = Buffer.alloc(32, 7);
    const before = new AesGcmCardSecrets({ ...t.config, cardEncryptionKeyPrevious: undefined });
    const id = await anIssuedCard(account, '100000099');
    const number = cardNumberFrom('100000099');
    // The other cards of this suite carry placeholders: every card gets real secrets under the old key.
    const all = await t.sql<{ id: string }>(`select id from cards.debit_cards where card_number_sealed is not null`);
    for (const [i, { id: other }] of all.entries()) {
      await t.sql(`update cards.debit_cards set card_number_sealed = $2, cvv_encrypted = $3 where id = $1`,
        [other, before.sealNumber(other, other === id ? number : cardNumberFrom(String(100000200 + i))), before.encryptCvv(other, '123')]);
    }
    const rotated = new AesGcmCardSecrets({ ...t.config, cardEncryptionKey: newKey, cardEncryptionKeyPrevious: oldKey });
    const job = new ResealCardSecretsJob(cards, rotated, t.app.get(TransactionRunner));
    expect(await job.run()).toMatch(/^\d+ cards sealed again under the current key$/);
    const [row] = await t.sql<{ card_number_sealed: string; card_number_hash: string; cvv_encrypted: string }>(
      `select card_number_sealed, card_number_hash, cvv_encrypted from cards.debit_cards where id = $1`, [id]);
    const newOnly = new AesGcmCardSecrets({ ...t.config, cardEncryptionKey: newKey, cardEncryptionKeyPrevious: undefined });
    expect(newOnly.openNumber(id, row.card_number_sealed)).toBe(number);
    expect(newOnly.decryptCvv(id, row.cvv_encrypted)).toBe('123');
    expect(row.card_number_hash).toBe(newOnly.numberHash(number));
    expect(() => before.openNumber(id, row.card_number_sealed)).toThrow('unable to authenticate data');
  });
});
