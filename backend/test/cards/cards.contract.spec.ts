import type TestAgent from 'supertest/lib/agent.js';
import type { DebitCardDto } from '@bank/contracts/cards';
import { CARD_PREFIX, isLuhnValid } from '../../src/modules/cards/domain/card-number.js';
import { REVEAL_LIMIT } from '../../src/modules/cards/application/commands/reveal-card/reveal-card.handler.js';
import { describeInOrder, itCheckingDatabase, itLocally, itSpendingIpAllowance } from '../support/contract-target.js';
import { connectToDemoBank, CUSTOMER_PASSWORD as TEST_PASSWORD, eventually, type AccountView, type Customer, type DemoBank } from '../support/demo-bank.js';

describeInOrder('debit cards (customer)', () => {
  let t: DemoBank;
  let owner: Customer;
  let checking: AccountView;
  let savings: AccountView;
  let credit: AccountView;
  let othersChecking: AccountView;
  let asOwner: TestAgent;
  let asOther: TestAgent;
  let asAdmin: TestAgent;
  /** Everything the app wrote to stdout/stderr during the suite: no PIN or CVV may appear in it. */
  const logged: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };

  /** The bank's answer to an application, as the back office's Cards tab gives it. */
  const approve = (cardId: string) => asAdmin.post(`/api/admin/card-applications/${cardId}/process`).send({ approve: true }).expect(200);
  const reject = (cardId: string, reason: string) => asAdmin.post(`/api/admin/card-applications/${cardId}/process`).send({ approve: false, reason }).expect(200);
  /** The bank disables or enables a card (the Cards tab). */
  const bankSets = (cardId: string, isActive: boolean) => asAdmin.patch(`/api/admin/debit-cards/${cardId}/status`).send({ isActive }).expect(200);
  /** Every reveal of the owner's with a password counts against REVEAL_LIMIT, refused or not. */
  let reveals = 0;
  const reveal = (agent: TestAgent, body: { password?: string }) => {
    if (agent === asOwner && body.password !== undefined) reveals++;
    return agent.post(`/api/debit-cards/${premium.id}/reveal`).send(body);
  };
  const fullForm = (accountId: string, overrides: Record<string, unknown> = {}) =>
    ({ accountId, cardType: 'premium', deliveryAddress: '1 Infinite Loop, Cupertino, CA 95014', pin: '4821', confirmPin: '4821', ...overrides });

  beforeAll(async () => {
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => { logged.push(String(chunk)); return writes.out(chunk, ...rest); }) as typeof process.stdout.write;
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => { logged.push(String(chunk)); return writes.err(chunk, ...rest); }) as typeof process.stderr.write;
    // Locally the app logs at debug level, so the log check below sees every request.
    t = await connectToDemoBank({ logLevel: 'debug' });
    owner = await t.newCustomer('CARDOWNER', { firstName: 'Cora', lastName: 'Holder' });
    const other = await t.newCustomer('CARDOTHER', { firstName: 'Otto', lastName: 'Else' });
    checking = await t.openAccount(owner, { balance: '100.00' });
    savings = await t.openAccount(owner, { type: 'savings' });
    credit = await t.openAccount(owner, { type: 'credit', creditLimit: '500.00' });
    othersChecking = await t.openAccount(other);
    asOwner = owner.agent;
    asOther = other.agent;
    asAdmin = await t.admin();
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
  });

  itCheckingDatabase('stores the PIN only as an argon2id hash', 'reads the card row', async () => {
    const [row] = await t.database!.sql<{ pin_hash: string }>(`select pin_hash from cards.debit_cards where id = $1`, [premium.id]);
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

  it('issues an approved card: active, 16 digits shown masked, expiry 4 years ahead', async () => {
    await approve(premium.id);
    const [card] = (await asOwner.get(`/api/debit-cards/account/${checking.id}`).expect(200)).body as DebitCardDto[];
    const now = new Date();
    expect(card).toMatchObject({ id: premium.id, status: 'active', isActive: 'true', expiryMonth: now.getUTCMonth() + 1, expiryYear: now.getUTCFullYear() + 4 });
    expect(card.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(card.last4).toMatch(/^\d{4}$/);
    premium = card;
  });

  itCheckingDatabase('issues unique numbers', 'reads the keyed hashes of the cards it issued in SQL', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const account = await t.openAccount(owner, { type: 'savings' });
      ids.push((await asOwner.post('/api/debit-cards').send({ accountId: account.id }).expect(201)).body.id);
      await approve(ids[i]);
    }
    // The keyed hash is one per number: each of the five is the only card of the bank with its number.
    const rows = await t.database!.sql<{ card_number_hash: string }>(`select card_number_hash from cards.debit_cards where id = any($1::uuid[])`, [ids]);
    const hashes = rows.map((r) => r.card_number_hash);
    expect(new Set(hashes).size).toBe(5);
    const [{ cards }] = await t.database!.sql<{ cards: number }>(`select count(*)::int as cards from cards.debit_cards where card_number_hash = any($1)`, [hashes]);
    expect(cards).toBe(5);
  });

  it('shows the card on My Accounts (AccountDto.debitCard)', async () => {
    const accounts = (await asOwner.get('/api/accounts').expect(200)).body as { id: string; debitCard: unknown }[];
    const byId = new Map(accounts.map((a) => [a.id, a.debitCard]));
    expect(byId.get(checking.id)).toEqual({ id: premium.id, last4: premium.last4, cardType: 'premium', status: 'active', isActive: 'true' });
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
  });

  itCheckingDatabase('writes each step to the card history', 'reads the card history table', async () => {
    const history = await t.database!.sql<{ event: string }>(`select event from cards.card_history where card_id = $1 order by id`, [premium.id]);
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
  });

  itSpendingIpAllowance('refuses a reveal with a wrong password', 'its wrong password spends the per-IP sign-in allowance, which a server shares among runs', async () => {
    expect((await reveal(asOwner, { password: 'wrong-password' }).expect(400)).body.message).toBe('Current password is incorrect');
  });

  // No route shows a card's history: it is read in SQL. It follows the refused reveal above, so it runs where that one does.
  itCheckingDatabase('writes the refused reveal to the history', 'reads the card history table', async () => {
    const events = await t.database!.sql<{ event: string }>(`select event from cards.card_history where card_id = $1 and event like 'reveal%' order by id`, [premium.id]);
    // Each request is counted before its password is checked, then its outcome written.
    expect(events.map((e) => e.event)).toEqual(['reveal-requested', 'reveal-refused']);
  }, { spendsIpAllowance: 'follows the refused reveal, whose wrong password spends the per-IP sign-in allowance, which a server shares among runs' });

  let revealed: { cardNumber: string; cvv: string; expiryMonth: number; expiryYear: number };

  it('reveals the number and CVV only to the owner with the password', async () => {
    await reveal(asOther, { password: TEST_PASSWORD }).expect(404);
    await reveal(asAdmin, { password: TEST_PASSWORD }).expect(404);
    expect((await reveal(asOwner, {}).expect(400)).body.message).toBe('Enter your password to reveal the card details');
    revealed = (await reveal(asOwner, { password: TEST_PASSWORD }).expect(200)).body;
    expect(revealed).toEqual({ cardNumber: expect.any(String), cvv: expect.stringMatching(/^\d{3}$/), expiryMonth: premium.expiryMonth, expiryYear: premium.expiryYear });
    // Luhn-valid 16 digits on the bank's prefix, ending as the masked number does.
    expect(revealed.cardNumber).toMatch(new RegExp(`^${CARD_PREFIX}\\d{10}$`));
    expect(isLuhnValid(revealed.cardNumber)).toBe(true);
    expect(revealed.cardNumber.slice(-4)).toBe(premium.last4);
    // The CVV is in no other response: the list, one card, My Accounts.
    for (const path of ['/api/debit-cards', `/api/debit-cards/account/${checking.id}`, '/api/accounts', '/api/user']) {
      const text = (await asOwner.get(path).expect(200)).text;
      expect(text).not.toContain(revealed.cardNumber);
      expect(text).not.toMatch(new RegExp(`"cvv"|"${revealed.cvv}"`));
    }
  });

  // After the reveal: the number it showed is the one no token may hold.
  itCheckingDatabase('holds a wallet token, never the number', 'reads the wallet tokens table', async () => {
    const tokens = await t.database!.sql<{ token: string }>(`select token from cards.card_wallet_tokens where card_id = $1`, [premium.id]);
    expect(tokens).toHaveLength(2);
    for (const { token } of tokens) expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(tokens.map((x) => x.token).join()).not.toContain(revealed.cardNumber);
  });

  // After the reveal: the number it showed is the one the database must not hold.
  itCheckingDatabase('keeps no full number at rest: sealed, a keyed hash, the last four digits; the CVV encrypted', 'reads every table of the database', async () => {
    const [row] = await t.database!.sql<{ card_number: string | null; card_number_sealed: string; card_number_hash: string; last4: string; cvv_encrypted: string }>(
      `select card_number, card_number_sealed, card_number_hash, last4, cvv_encrypted from cards.debit_cards where id = $1`, [premium.id]);
    const number = revealed.cardNumber;
    expect(row.card_number).toBeNull();
    expect(row.last4).toBe(number.slice(-4));
    expect(row.card_number_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(number);
    expect(row.card_number_hash).toMatch(/^[0-9a-f]{64}$/);
    // Nowhere else either: every row of every table (audit, outbox, history, notifications…) read as text.
    const tables = await t.database!.sql<{ name: string }>(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`);
    for (const { name } of tables) {
      const [hit] = await t.database!.sql<{ n: number }>(`select count(*)::int as n from ${name} x where x::text like $1`, [`%${number}%`]);
      expect([name, hit.n]).toEqual([name, 0]);
    }
    expect(row.cvv_encrypted).toMatch(/^v1:/);
    expect(row.cvv_encrypted).not.toMatch(/^v1:.*:\d{3}$/);
    // The list never carries the full number or any secret.
    const list = await asOwner.get('/api/debit-cards').expect(200);
    expect(list.text).not.toContain(number);
    expect(list.text).not.toMatch(/cvv|pin/i);
  });

  itCheckingDatabase('writes the reveal to the history', 'reads the card history table', async () => {
    const events = await t.database!.sql<{ event: string }>(`select event from cards.card_history where card_id = $1 and event like 'reveal%' order by id`, [premium.id]);
    expect(events.map((e) => e.event)).toEqual(['reveal-requested', 'reveal-refused', 'reveal-requested', 'revealed']);
  }, { spendsIpAllowance: 'follows the refused reveal, whose wrong password spends the per-IP sign-in allowance, which a server shares among runs' });

  itLocally('writes the number, CVV and PIN to no log line', 'reads the app\'s own logs', async () => {
    const logs = logged.join('');
    expect(logs).toContain('/reveal'); // the capture works: the reveal requests themselves are logged
    expect(logs).not.toContain(revealed.cardNumber);
    // Quoted: the values as a logged body would hold them, not digits inside a random request id.
    expect(logs).not.toMatch(/"cvv"|"4821"/);
  });

  it(`refuses more than ${REVEAL_LIMIT} reveals an hour (429)`, async () => {
    while (reveals < REVEAL_LIMIT) await reveal(asOwner, { password: TEST_PASSWORD }).expect(200);
    expect((await reveal(asOwner, { password: TEST_PASSWORD }).expect(429)).body.message)
      .toBe('Too many card reveals. Please try again later.');
  });

  it('keeps a card the bank disabled off for its owner (403) until the bank enables it', async () => {
    await bankSets(premium.id, false);
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: true }).expect(403)).body.message)
      .toBe('This card was disabled by the bank. Please contact support to enable it.');
    expect((await asOwner.patch(`/api/debit-cards/${premium.id}/toggle`).send({ enable: false }).expect(200)).body)
      .toMatchObject({ isActive: 'false', disabledBy: 'admin' });
    await bankSets(premium.id, true);
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
    const expected = [
      'Card application submitted', 'Card approved', 'Card application declined', 'Card frozen', 'Card unfrozen', 'Card added to wallet',
      'Card disabled by the bank', 'Card enabled by the bank',
    ];
    // The outbox delivers them in the background.
    const titles = await eventually('every card notification', async () => {
      const found: string[] = (await asOwner.get('/api/notifications?limit=100').expect(200)).body.items.filter((n: { type: string }) => n.type === 'card').map((n: { title: string }) => n.title);
      return expected.every((title) => found.includes(title)) ? found : undefined;
    });
    expect(titles).toEqual(expect.arrayContaining(expected));
  });
});
