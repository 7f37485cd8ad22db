import { expect, test, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import { PaymentMessages, TRANSFER_LIMITS } from '@bank/contracts/payments';
import { DEMO, openUserMenu, overlaysSettled, signIn, skipTutorials, takeScreenshot } from './support';

/**
 * Issue 18, items 6 and 7: the Help & Support page, the payee's currency before confirming, one
 * message for a bad account number, the history's empty states and date pickers, and the
 * administrator's dashboard. Screens are photographed at 1280 and 375 px.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await overlaysSettled(page);
  await takeScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54340}/bank`;

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(DATABASE_URL);
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Picks an option of an antd Select opened from its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option, visible: true }).first().click();
}

test('Help & Support answers searches with the bank’s real figures, starts tutorials and opens the chat', async ({ page }, testInfo) => {
  await signIn(page, DEMO.alex);
  await openUserMenu(page, /Alex/);
  await page.getByRole('menuitem', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  for (const topic of ['Transfers and limits', 'Security and signing in', 'Statements and history', 'Debit cards', 'International transfers', 'Opening an account']) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
  await photograph(page, testInfo, 'help-1280');

  const search = page.getByRole('searchbox', { name: 'Search help' });
  await search.fill('daily limit');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('button', { name: 'How much can I transfer in a day or a month?' })).toBeVisible();
  // The limits the server enforces (contracts), formatted as the customer reads them.
  await expect(results).toContainText(`$${Number(TRANSFER_LIMITS.DAILY_USD).toLocaleString('en-US', { minimumFractionDigits: 2 })} a day`);
  await expect(results).toContainText('$50,000.00 a month');

  await search.fill('platinum');
  await expect(results.getByRole('button', { name: /Which debit cards do you offer/ })).toBeVisible();
  await expect(results).toContainText('Premium: $10.00 a month');
  await expect(results).toContainText('Platinum: $25.00 a month');
  await expect(page.getByText(/^\d+ answers?$/)).toBeVisible();

  await search.fill('statement pdf');
  await expect(results.getByRole('button', { name: 'Which statements can I download?' })).toBeVisible();
  await expect(results.getByRole('button', { name: /debit cards/ })).toHaveCount(0);

  // India's partners as the API serves them today, with their fees and limits.
  await search.fill('india nbfc');
  await expect(results.getByRole('button', { name: /NBFC partners/ })).toBeVisible();
  const countries = (await (await page.request.get('/api/international-transfers/countries')).json()) as {
    countryCode: string; nbfcPartners: { code: string; name: string; feePercentage: string; isActive: boolean }[];
  }[];
  const partners = countries.find((country) => country.countryCode === 'IND')!.nbfcPartners.filter((partner) => partner.isActive);
  expect(partners.length).toBeGreaterThan(0);
  const table = results.getByRole('table', { name: 'NBFC partners for India' });
  await expect(table.getByRole('row')).toHaveCount(partners.length + 1);
  for (const partner of partners) {
    const fee = partner.feePercentage.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
    await expect(table.getByRole('row').filter({ hasText: partner.name })).toContainText(`${fee}%`);
  }
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'help-search-375');
  await page.setViewportSize(DESKTOP);

  // Nothing found: the chat is the way on.
  await search.fill('mortgage');
  await expect(page.getByText('No answers match "mortgage"')).toBeVisible();
  await page.getByRole('button', { name: 'Ask us in the chat' }).click();
  const chat = page.getByRole('dialog').filter({ hasText: 'Automated assistant' });
  await expect(chat).toBeVisible();
  await chat.getByRole('button', { name: /close/i }).first().click();
  await expect(chat).toBeHidden();

  // A tutorial starts on its own page.
  await search.fill('');
  await page.getByRole('button', { name: 'Replay Protect Your Transfers' }).click();
  await expect(page).toHaveURL(/\/security-setup$/);
  await expect(page.getByRole('dialog').filter({ hasText: 'Protect Your Transfers' })).toBeVisible();

  await page.goto('/help');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await photograph(page, testInfo, 'help-375');
});

test('the payee lookup shows the currency and stops a transfer into another currency before confirming; a bad number gets one message', async ({ page }, testInfo) => {
  const [samSavings] = await sql<{ account_number: string }>(
    `select a.account_number from accounts.accounts a join identity.users u on u.id = a.user_id where u.customer_id = $1 and a.currency = 'EUR'`, [DEMO.sam.customerId]);
  await signIn(page, DEMO.alex);
  await page.goto('/transfer');
  await choose(page, 'From Account', /Checking/);
  const to = page.getByLabel('To Account Number');

  // Not an account number of the bank: the field says so, once, and nothing is looked up.
  await to.fill('12345678');
  await expect(page.getByText(PaymentMessages.ACCOUNT_NUMBER_FORMAT)).toBeVisible();
  await expect(page.getByText('Account not found')).toHaveCount(0);
  await expect(page.getByTestId('destination-account')).toHaveCount(0);

  // A well-formed number nobody holds: the lookup says so, once.
  await to.fill('80000000');
  await expect(page.getByText('Account not found')).toHaveCount(1);
  await expect(page.getByText(PaymentMessages.ACCOUNT_NUMBER_FORMAT)).toHaveCount(0);

  await to.fill(samSavings.account_number);
  const payee = page.getByTestId('destination-account');
  await expect(payee).toContainText('Sam R.');
  await expect(payee).toContainText('EUR');
  const mismatch = PaymentMessages.currencyMismatch('EUR', 'USD');
  await expect(page.getByText(mismatch)).toBeVisible();
  await page.getByLabel(/^Amount/).fill('10.00');
  await page.getByLabel('Description').fill('Should not go');
  await photograph(page, testInfo, 'transfer-currency-1280');
  await page.getByRole('button', { name: 'Transfer Money' }).click();
  await expect(page.getByText(mismatch)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm Transfer' })).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'transfer-currency-375');
});

test('history: an invitation to a first transfer without filters, "no match" with them, and antd date pickers that filter by bank day', async ({ page, playwright, baseURL }, testInfo) => {
  // A new customer with an empty account, made by the administrator through the API.
  const customerId = `NEW${Date.now().toString().slice(-7)}`;
  const api = await playwright.request.newContext({ baseURL });
  try {
    expect((await api.post('/api/login', { data: { customerId: DEMO.admin.customerId, password: DEMO.admin.password } })).status()).toBe(200);
    const created = await api.post('/api/admin/users', {
      data: { customerId, email: `${customerId.toLowerCase()}@example.test`, password: 'Welcome-2026', firstName: 'Nora', lastName: 'Newman' },
    });
    expect(created.status()).toBe(201);
    const { user: { id: userId } } = (await created.json()) as { user: { id: string } };
    expect((await api.post('/api/admin/accounts', { data: { userId, accountType: 'checking', currency: 'USD' } })).status()).toBe(201);
  } finally {
    await api.dispose();
  }

  await signIn(page, { customerId, password: 'Welcome-2026', firstName: 'Nora' });
  await page.goto('/transactions');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByText('No transactions match these filters')).toHaveCount(0);
  await photograph(page, testInfo, 'history-empty-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'history-empty-375');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('link', { name: 'Make your first transfer' }).click();
  await expect(page).toHaveURL(/\/transfer$/);

  await page.goto('/transactions?type=deposit');
  await expect(page.getByText('No transactions match these filters')).toBeVisible();
  await expect(page.getByText('No transactions yet')).toHaveCount(0);

  // Alex's history between two days, picked with antd's pickers (no browser date inputs).
  await page.context().clearCookies();
  await signIn(page, DEMO.alex);
  await page.goto('/transactions');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  const [{ from, to }] = await sql<{ from: string; to: string }>(
    `select to_char((now() at time zone 'America/New_York')::date - 40, 'YYYY-MM-DD') as from,
            to_char((now() at time zone 'America/New_York')::date - 20, 'YYYY-MM-DD') as to`);
  const fromPicker = page.getByLabel('From date');
  await fromPicker.click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(1);
  await photograph(page, testInfo, 'history-date-picker-1280');
  await fromPicker.fill(from);
  await fromPicker.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  const toPicker = page.getByLabel('To date');
  await toPicker.click();
  await toPicker.fill(to);
  await toPicker.press('Enter');
  await expect(page).toHaveURL(new RegExp(`to=${to}`));

  const rows = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const expected = await sql<{ count: number }>(
    `select count(*)::int as count from payments.transactions t
      where exists (select 1 from accounts.accounts a join identity.users u on u.id = a.user_id where u.customer_id = $1 and a.id in (t.from_account_id, t.to_account_id))
        and t.created_at >= ($2::date)::timestamp at time zone 'America/New_York'
        and t.created_at < ($3::date + 1)::timestamp at time zone 'America/New_York'`, [DEMO.alex.customerId, from, to]);
  await expect(page.getByText(`${expected[0].count} transactions`, { exact: true })).toBeVisible();
  const fromLabel = new Date(`${from}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(fromPicker).toHaveValue(fromLabel);
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'history-filtered-375');

  await page.getByRole('searchbox', { name: 'Search' }).fill('no such payment anywhere');
  await expect(page.getByText('No transactions match these filters')).toBeVisible();
});

test('the administrator’s dashboard shows today’s figures and the way into the admin panel', async ({ page }, testInfo) => {
  await signIn(page, DEMO.admin);
  const today = page.getByTestId('bank-today');
  await expect(today.getByRole('heading', { name: 'The Bank Today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Summary' })).toHaveCount(0);
  await expect(today.getByText("Today's Transactions")).toBeVisible();
  // Journeys on the other worker add users and transactions: the page and the API agree once
  // nothing moved between the two reads.
  await expect(async () => {
    await page.reload();
    const stats = (await (await page.request.get('/api/admin/stats')).json()) as { totalUsers: number; todayTransactions: number };
    await expect(today.locator('.bank-today__figure').filter({ hasText: "Today's Transactions" })).toContainText(stats.todayTransactions.toLocaleString('en-US'), { timeout: 3_000 });
    await expect(today.locator('.bank-today__figure').filter({ hasText: 'Total Users' })).toContainText(stats.totalUsers.toLocaleString('en-US'), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await photograph(page, testInfo, 'admin-dashboard-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'admin-dashboard-375');
  await today.getByRole('link', { name: 'Open Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
});

test('smaller screens: quick actions with room for their labels, Member Since before the history, notifications in a card, a busy login button', async ({ page }, testInfo) => {
  // The login button reads as busy, not disabled, while the sign-in is on its way.
  let release: () => void = () => undefined;
  await page.route('**/api/login', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Customer ID').fill(DEMO.alex.customerId);
  await page.getByLabel('Password').fill(DEMO.alex.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const busy = page.getByRole('button', { name: /Signing In/ });
  await expect(busy).toHaveClass(/ant-btn-loading/);
  await expect(busy).not.toHaveClass(/ant-btn-disabled/);
  await photograph(page, testInfo, 'login-busy-1280');
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.unroute('**/api/login');

  await page.setViewportSize(PHONE);
  const tiles = page.locator('.quick-actions__more .quick-action');
  await expect(tiles).toHaveCount(4);
  for (const tile of await tiles.all()) {
    const label = tile.locator('.quick-action__label');
    // One line each, nothing cut off.
    const { lines, clipped } = await label.evaluate((element) => {
      const style = getComputedStyle(element);
      return { lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)), clipped: element.scrollWidth > element.clientWidth };
    });
    expect(lines, await label.textContent() ?? '').toBe(1);
    expect(clipped).toBe(false);
  }
  await photograph(page, testInfo, 'dashboard-375');

  // Member Since is the customer's creation date ('MMM D, YYYY' in bank time), which the demo seed puts before the history.
  const [{ created, oldest }] = await sql<{ created: string; oldest: string }>(
    `select to_char(u.created_at at time zone 'America/New_York', 'Mon FMDD, YYYY') as created,
            (select min(t.created_at) from payments.transactions t join accounts.accounts a on a.id in (t.from_account_id, t.to_account_id) where a.user_id = u.id)::text as oldest
       from identity.users u where u.customer_id = $1`, [DEMO.alex.customerId]);
  expect(oldest).not.toBeNull();
  await page.goto('/profile');
  await expect(page.getByText('Member Since')).toBeVisible();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: 'Member Since' })).toContainText(created);
  await photograph(page, testInfo, 'profile-375');

  await page.goto('/settings?tab=notifications');
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Notification Preferences' }) });
  await expect(card.getByRole('switch')).toHaveCount(5);
  await photograph(page, testInfo, 'settings-notifications-375');
  await page.setViewportSize(DESKTOP);
  await photograph(page, testInfo, 'settings-notifications-1280');
});
