import type TestAgent from 'supertest/lib/agent.js';
import { CommandBus } from '@nestjs/cqrs';
import type { DebitCardDto } from '@bank/contracts/cards';
import type { AccountSummary } from '../../src/modules/accounts/public/accounts.api.js';
import { CARD_PREFIX, isLuhnValid } from '../../src/modules/cards/domain/card-number.js';
import { REVEAL_LIMIT } from '../../src/modules/cards/application/commands/reveal-card/reveal-card.handler.js';
import { ProcessCardApplication } from '../../src/modules/cards/public/cards.api.js';
import { SetCardEnabled } from '../../src/modules/cards/application/commands/set-card-enabled/set-card-enabled.command.js';
import { anAccount } from '../support/banking.js';
import { allCardNumbers, cardNumberOf } from '../support/cards.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

describeWithDatabase('debit cards (customer)', 'it approves applications through the command bus and reads card rows, history and logs of its own app', () => {
  let t: TestApp;
  let owner: { id: string };
  let admin: { id: string };
  let checking: AccountSummary;
  let savings: AccountSummary;
  let credit: AccountSummary;
  let othersChecking: AccountSummary;
  let asOwner: TestAgent;
  let asOther: TestAgent;
  let asAdmin: TestAgent;
  /** Everything the app wrote to stdout/stderr during the suite: no PIN or CVV may appear in it. */
  const logged: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

  const approve = (cardId: string) => t.app.get(CommandBus).execute(new ProcessCardApplication(cardId, { approve: true }, null));
  const reject = (cardId: string, reason: string) => t.app.get(CommandBus).execute(new ProcessCardApplication(cardId, { approve: false, reason }, null));
  const fullForm = (accountId: string, overrides: Record<string, unknown> = {}) =>
    ({ accountId, cardType: 'premium', deliveryAddress: '1 Infinite Loop, Cupertino, CA 95014', pin: '4821', confirmPin: '4821', ...overrides });

  beforeAll(async () => {
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => { logged.push(String(chunk)); return writes.out(chunk, ...rest); }) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => { logged.push(String(chunk)); return writes.err(chunk, ...rest); }) as typeof process.stderr.write;
    t = await createTestApp({ logLevel: 'debug' });
    owner = await t.createUser('CARDOWNER', { firstName: 'Cora', lastName: 'Holder' });
    const other = await t.createUser('CARDOTHER', { firstName: 'Otto', lastName: 'Else' });
    admin = await t.createUser('CARDADMIN', { role: 'admin' });
    checking = await anAccount(t, owner.id, { deposit: '100.00' });
    savings = await anAccount(t, owner.id, { type: 'savings' });
    credit = await anAccount(t, owner.id, { type: 'credit', creditLimit: '500.00' });
    othersChecking = await anAccount(t, other.id);
    asOwner = await t.signedIn('CARDOWNER');
    asOther = await t.signedIn('CARDOTHER');
    asAdmin = await t.signedIn('CARDADMIN');
  });
  afterAll(async () => {
    await t.close();
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
  });

  it('answers 401 to every route when signed out', async () => {
    const anon = t.agent();
    const id = '00000000-0000-4000-8000-000000000000';
    await anon.get('/api/debit-cards').expect(401);
    await anon.get(`/api/debit-cards/account/${checking.id}`).expect(401);
    await anon.post('/api/debit-cards').send({ accountId: checking.id }).expect(401);
    await anon.patch(`/api/debit-cards/${id}/toggle`).send({ enable: false }).expect(401);
    await anon.post(`/api/debit-cards/${id}/add-to-wallet`).send({ walletType: 'apple' }).expect(401);
    await anon.post('/api/digital-wallet/add-card').send({ cardId: id, walletType: 'apple' }).expect(401);
    await anon.post(`/api/debit-cards/${id}/reveal`).send({ password: TEST_PASSWORD }).expect(401);
  });

  it('refuses bad applications with the form messages of SPEC 5', async () => {
    const message = async (body: object) => (await asOwner.post('/api/debit-cards').send(body).expect(400)).body.message;
    expect(await message({})).toBe('Please select an account');
    expect(await message(fullForm(checking.id, { cardType: 'gold' }))).toBe('Card type must be standard, premium or platinum');
    expect(await message(fullForm(checking.id, { deliveryAddress: 'Short st' }))).toBe('Please enter a complete delivery address');
    expect(await message(fullForm(checking.id, { pin: '12a4', confirmPin: '12a4' }))).toBe('PIN must be exactly 4 digits');
    expect(await message(fullForm(checking.id, { pin: '12345', confirmPin: '12345' }))).toBe('PIN must be exactly 4 digits');
    expect(await message(fullForm(checking.id, { confirmPin: '4822' }))).toBe("PINs don't match");
    expect(await message(fullForm(checking.id, { confirmPin: undefined }))).toBe("PINs don't match");
    expect(await message({ accountId: credit.id })).toBe('Debit cards are available for checking and savings accounts only');
  });

  it("treats another customer's account or an unknown one as not found", async () => {
    await asOwner.post('/api/debit-cards').send({ accountId: othersChecking.id }).expect(404);
    await asOwner.post('/api/debit-cards').send({ accountId: 'not-a-uuid' }).expect(404);
    await asOwner.get(`/api/debit-cards/account/${othersChecking.id}`).expect(404);
    await asOwner.get('/api/debit-cards/account/not-a-uuid').expect(404);
  });

  let premium: DebitCardDto;

  it('takes a full application as pending: no number yet, the PIN stored only as an argon2id hash', async () => {
    const res = await asOwner.post('/api/debit-cards').send(fullForm(checking.id)).expect(201);
    premium = res.body;
    expect(premium).toMatchObject({
      accountId: checking.id, accountNumber: checking.accountNumber, accountType: 'checking', status: 'pending', isActive: 'false',
      cardNumber: null, last4: null, cardType: 'premium', cardHolderName: 'CORA HOLDER', deliveryAddress: '1 Infinite Loop, Cupertino, CA 95014',
      dailyLimit: '2000.00', wallets: [],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"4821"|pin|cvv/i);
    const [row] = await t.sql<{ pin_hash: string }>(`select pin_hash from cards.debit_cards where id = $1`, [premium.id]);
    expect(row.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('allows one live card or application per account, also under concurrent applications', async () => {
    expect((await asOwner.post('/api/debit-cards').send({ accountId: checking.id }).expect(409)).body.message)
      .toBe('This account already has a debit card or an application in progress');
    const results = await Promise.all([0, 1, 2].map(() => asOwner.post('/api/debit-cards').send({ accountId: savings.id })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const savingsCard: DebitCardDto = results.find((r) => r.status === 201)!.body;
    expect(savingsCard).toMatchObject({ cardType: 'standard', deliveryAddress: null, status: 'pending' });
    // A rejected application leaves room for a new one.
    await reject(savingsCard.id, 'Address could not be verified');
    const [rejected] = (await asOwner.get(`/api/debit-cards/account/${savings.id}`).expect(200)).body;
    expect(rejected).toMatchObject({ id: savingsCard.id, status: 'rejected', rejectionReason: 'Address could not be verified', cardNumber: null });
    await asOwner.post('/api/debit-cards').send({ accountId: savings.id }).expect(201);
  });

  it('refuses wallets and toggles for a card that is not issued yet', async () => {
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/add-to-wallet`).send({ walletType: 'apple' }).expect(409)).body.message)
      .toBe('Only an active card can be added to a digital wallet');
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(409)).body.message)
      .toBe('This card has not been issued');
  });

  it('issues an approved card: active, Luhn-valid 16 digits on the bank prefix, expiry 4 years ahead, CVV encrypted', async () => {
    await approve(premium.id);
    const [card] = (await asOwner.get(`/api/debit-cards/account/${checking.id}`).expect(200)).body as DebitCardDto[];
    const now = new Date();
    expect(card).toMatchObject({ id: premium.id, status: 'active', isActive: 'true', expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() + 4 });
    expect(card.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const [row] = await t.sql<{ card_number: string | null; card_number_sealed: string; card_number_hash: string; last4: string; cvv_encrypted: string }>(
      `select card_number, card_number_sealed, card_number_hash, last4, cvv_encrypted from cards.debit_cards where id = $1`, [premium.id]);
    const number = await cardNumberOf(t, premium.id);
    expect(number).toMatch(new RegExp(`^${CARD_PREFIX}\\d{10}$`));
    expect(isLuhnValid(number)).toBe(true);
    expect(card.last4).toBe(number.slice(-4));
    // No full number at rest: sealed, a keyed hash, the last four digits.
    expect(row.card_number).toBeNull();
    expect(row.last4).toBe(number.slice(-4));
    expect(row.card_number_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(number);
    expect(row.card_number_hash).toMatch(/^[0-9a-f]{64}$/);
    // Nowhere else either: every row of every table (audit, outbox, history, notifications…) read as text.
    await t.dispatchOutbox();
    const tables = await t.sql<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
    for (const { name } of tables) {
      const [hit] = await t.sql<{ n: number }>(`select count(*)::int as n from ${name} x where x::text like $1`, [`%${number}%`]);
      expect([name, hit.n]).toEqual([name, 0]);
    }
    expect(row.cvv_encrypted).toMatch(/^v1:/);
    expect(row.cvv_encrypted).not.toMatch(/^v1:.*:\d{3}$/);
    // The list never carries the full number or any secret.
    const list = await asOwner.get('/api/debit-cards').expect(200);
    expect(list.text).not.toContain(number);
    expect(list.text).not.toMatch(/cvv|pin/i);
  });

  it('issues unique numbers', async () => {
    const cardIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const account = await anAccount(t, owner.id, { type: 'savings' });
      const id = (await asOwner.post('/api/debit-cards').send({ accountId: account.id }).expect(201)).body.id;
      await approve(id);
      cardIds.push(id);
    }
    const numbers = await allCardNumbers(t);
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('shows the card on My Accounts (AccountDto.debitCard)', async () => {
    const accounts = (await asOwner.get('/api/accounts').expect(200)).body as { id: string; debitCard: unknown }[];
    const byId = new Map(accounts.map((a) => [a.id, a.debitCard]));
    const number = await cardNumberOf(t, premium.id);
    expect(byId.get(checking.id)).toEqual({ id: premium.id, last4: number.slice(-4), cardType: 'premium', status: 'active', isActive: 'true' });
    expect(byId.get(savings.id)).toMatchObject({ status: 'pending' });
    expect(byId.get(credit.id)).toBeNull();
  });

  it('lets the owner freeze and unfreeze, and nobody else', async () => {
    await asOther.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(404);
    await asAdmin.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(404);
    await asOwner.patch('/api/debit-cards/not-a-uuid/toggle').send({ enable: false }).expect(404);
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: 'no' }).expect(400)).body.message).toBe('enable must be true or false');
    const frozen = (await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(200)).body;
    expect(frozen).toMatchObject({ isActive: 'false', disabledBy: 'owner' });
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/add-to-wallet`).send({ walletType: 'google' }).expect(409)).body.message)
      .toBe('Only an active card can be added to a digital wallet');
    const unfrozen = (await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: true }).expect(200)).body;
    expect(unfrozen).toMatchObject({ isActive: 'true', disabledBy: null });
    const history = await t.sql<{ event: string }>(`select event from cards.card_history where card_id = $1 order by id`, [premium.id]);
    expect(history.map((h) => h.event)).toEqual(['applied', 'approved', 'frozen', 'unfrozen']);
  });

  it('adds an active card to each wallet once, holding a token and never the number', async () => {
    await asOther.post(`/api/debit-cards/${premium.id}/add-to-wallet`).send({ walletType: 'apple' }).expect(404);
    await asOther.post('/api/digital-wallet/add-card').send({ cardId: premium.id, walletType: 'apple' }).expect(404);
    await asAdmin.post('/api/digital-wallet/add-card').send({ cardId: premium.id, walletType: 'apple' }).expect(404);
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/add-to-wallet`).send({ walletType: 'samsung' }).expect(400)).body.message)
      .toBe("Wallet type must be 'apple' or 'google'");
    const apple = await asOwner.post(`/api/debit-cards/${premium.id}/add-to-wallet`).send({ walletType: 'apple' }).expect(200);
    expect(apple.body).toMatchObject({ message: 'Card added to Apple Pay', walletType: 'apple', card: { wallets: ['apple'] } });
    const google = await asOwner.post('/api/digital-wallet/add-card').send({ cardId: premium.id, walletType: 'google' }).expect(200);
    expect(google.body).toMatchObject({ message: 'Card added to Google Pay', card: { wallets: ['apple', 'google'] } });
    expect((await asOwner.post('/api/digital-wallet/add-card').send({ cardId: premium.id, walletType: 'google' }).expect(409)).body.message)
      .toBe('This card is already in Google Pay');
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/add-to-wallet`).send({ walletType: 'apple' }).expect(409)).body.message)
      .toBe('This card is already in Apple Pay');
    const card = { card_number: await cardNumberOf(t, premium.id) };
    const tokens = await t.sql<{ token: string }>(`select token from cards.card_wallet_tokens where card_id = $1`, [premium.id]);
    expect(tokens).toHaveLength(2);
    for (const { token } of tokens) expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(tokens.map((x) => x.token).join()).not.toContain(card.card_number);
  });

  it('reveals the number and CVV only to the owner with the password, writing each attempt to the history', async () => {
    await asOther.post(`/api/debit-cards/${premium.id}/reveal`).send({ password: TEST_PASSWORD }).expect(404);
    await asAdmin.post(`/api/debit-cards/${premium.id}/reveal`).send({ password: TEST_PASSWORD }).expect(404);
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/reveal`).send({}).expect(400)).body.message).toBe('Enter your password to reveal the card details');
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/reveal`).send({ password: 'wrong-password' }).expect(400)).body.message).toBe('Current password is incorrect');
    const revealed = (await asOwner.post(`/api/debit-cards/${premium.id}/reveal`).send({ password: TEST_PASSWORD }).expect(200)).body;
    const [expiry] = await t.sql<{ expiry_month: number; expiry_year: number }>(`select expiry_month, expiry_year from cards.debit_cards where id = $1`, [premium.id]);
    const row = { card_number: await cardNumberOf(t, premium.id), ...expiry };
    expect(revealed).toEqual({ cardNumber: row.card_number, cvv: expect.stringMatching(/^\d{3}$/), expiryMonth: row.expiry_month, expiryYear: row.expiry_year });
    const events = await t.sql<{ event: string }>(`select event from cards.card_history where card_id = $1 and event like 'reveal%' order by id`, [premium.id]);
    // Each request is counted before its password is checked, then its outcome written.
    expect(events.map((e) => e.event)).toEqual(['reveal-requested', 'reveal-refused', 'reveal-requested', 'revealed']);
    // The CVV is in no other response: the list, one card, My Accounts.
    for (const path of ['/api/debit-cards', `/api/debit-cards/account/${checking.id}`, '/api/accounts', '/api/user']) {
      const text = (await asOwner.get(path).expect(200)).text;
      expect(text).not.toContain(row.card_number);
      expect(text).not.toMatch(new RegExp(`"cvv"|"${revealed.cvv}"`));
    }
    // Nor in any log line, nor the PIN chosen at application.
    const logs = logged.join('');
    expect(logs).toContain('/reveal'); // the capture works: the reveal requests themselves are logged
    expect(logs).not.toContain(row.card_number);
    // Quoted: the values as a logged body would hold them, not digits inside a random request id.
    expect(logs).not.toMatch(/"cvv"|"4821"/);
  });

  it(`refuses more than ${REVEAL_LIMIT} reveals an hour (429)`, async () => {
    // Two were counted above (one refused, one revealed).
    for (let i = 2; i < REVEAL_LIMIT; i++) await asOwner.post(`/api/debit-cards/${premium.id}/reveal`).send({ password: TEST_PASSWORD }).expect(200);
    expect((await asOwner.post(`/api/debit-cards/${premium.id}/reveal`).send({ password: TEST_PASSWORD }).expect(429)).body.message)
      .toBe('Too many card reveals. Please try again later.');
  });

  it('keeps a card the bank disabled off for its owner (403) until the bank enables it', async () => {
    const bank = { by: 'admin' as const, staff: { id: admin.id, customerId: 'CARDADMIN' } };
    await t.app.get(CommandBus).execute(new SetCardEnabled(premium.id, false, bank));
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: true }).expect(403)).body.message)
      .toBe('This card was disabled by the bank. Please contact support to enable it.');
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(200)).body)
      .toMatchObject({ isActive: 'false', disabledBy: 'admin' });
    await t.app.get(CommandBus).execute(new SetCardEnabled(premium.id, true, bank));
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(200)).body)
      .toMatchObject({ isActive: 'false', disabledBy: 'owner' });
    await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: true }).expect(200);
  });

  it('lists only my own cards; the admin has none of their own', async () => {
    const mine = (await asOwner.get('/api/debit-cards').expect(200)).body as DebitCardDto[];
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((c) => c.accountNumber)).has(othersChecking.accountNumber)).toBe(false);
    expect((await asOther.get('/api/debit-cards').expect(200)).body).toEqual([]);
    expect((await asAdmin.get('/api/debit-cards').expect(200)).body).toEqual([]);
  });

  it('tells the holder of each step in notifications', async () => {
    await t.dispatchOutbox();
    const titles = (await t.sql<{ title: string }>(`select title from notifications.notifications where user_id = $1 and type = 'card' order by created_at`, [owner.id])).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining([
      'Card application submitted', 'Card approved', 'Card application declined', 'Card frozen', 'Card unfrozen', 'Card added to wallet',
      'Card disabled by the bank', 'Card enabled by the bank',
    ]));
  });
});
