import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { DEMO, drawSignature, newCustomer, overlaysSettled, SECURITY_ANSWERS, signedInElsewhere, signIn, skipTutorials, startTransfer, takeScreenshot, widerThanThePage } from './support';

/**
 * The back office (issue 14), signed in as ADMIN001: find a customer by search, create a user and
 * an account for them and sign in as that user, read the audit tab; then the staff actions seen
 * from the customer's side in a browser of their own (restriction, balance, security reset,
 * revoked session), and every tab at 1280 and 375 px. The staff act on customers of the journey's
 * own; the demo customers are only read.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

/** A toast holding the given text. Error toasts are announced as alerts, the others as status. */
function toast(page: Page, text: string | RegExp, role: 'alert' | 'status' = 'status'): Locator {
  return page.getByRole(role).filter({ hasText: text });
}

async function openAdmin(page: Page): Promise<void> {
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Administrator Access')).toBeVisible();
}

test('the administrator finds DEMO002 by search and sees their accounts', async ({ page }) => {
  await openAdmin(page);
  for (const card of ['Total Users', 'Active Accounts', 'Total Balance', "Today's Transactions"]) await expect(page.getByText(card)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('DEMO002');
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'DEMO002' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'DEMO001' })).toHaveCount(0);
});

test('the administrator creates a user and an account, who then signs in and sees it', async ({ page, browser }) => {
  test.slow(); // two sign-ins, two creations and the audit tab
  const customerId = `E2E${Date.now().toString().slice(-7)}`;
  await openAdmin(page);
  await page.getByRole('tab', { name: 'Create User' }).click();
  await page.getByLabel('Customer ID').fill(customerId);
  await page.getByLabel('Email').fill(`${customerId.toLowerCase()}@example.test`);
  await page.getByLabel('Password').fill('Welcome-2026');
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User Created' })).toBeVisible();

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Customer').fill(customerId);
  // The listbox Playwright sees by role is antd's screen-reader copy; choose the match as a keyboard user does.
  await expect(page.getByRole('option', { name: new RegExp(customerId) })).toBeAttached();
  await page.getByLabel('Customer').press('Enter');
  await page.getByLabel('Opening balance').fill('125.50');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account Created' })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Account created' }).first()).toBeVisible();

  const context = await browser.newContext();
  await skipTutorials(context);
  const customer = await context.newPage();
  await signIn(customer, { customerId, password: 'Welcome-2026', firstName: 'Erin' });
  await expect(customer.getByText('$125.50').first()).toBeVisible();
  await context.close();
});

/** A new customer with one checking account, arranged through the admin API (the journeys below are about what comes after). */
async function aNewCustomer(admin: Page, firstName: string, openingBalance: string) {
  const customerId = `E2E${Date.now().toString().slice(-7)}`;
  const who = { customerId, password: 'Welcome-2026', firstName };
  const created = await admin.request.post('/api/admin/users', {
    data: { customerId, email: `${customerId.toLowerCase()}@example.test`, password: who.password, firstName, lastName: 'Tester' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { user } = (await created.json()) as { user: { id: string } };
  const opened = await admin.request.post('/api/admin/accounts', { data: { userId: user.id, accountType: 'checking', currency: 'USD', initialBalance: openingBalance } });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const { account } = (await opened.json()) as { account: { accountNumber: string } };
  return { ...who, accountNumber: account.accountNumber };
}

/** The account number of a demo customer's checking account, as the Accounts tab's search finds it. */
async function checkingOf(admin: Page, customerId: string): Promise<string> {
  const page = (await (await admin.request.get(`/api/admin/accounts?search=${customerId}`)).json()) as { items: { accountNumber: string; accountType: string }[] };
  return page.items.find((a) => a.accountType === 'checking')!.accountNumber;
}


/** The user's row on the Users tab, found by the server-side search. */
async function userRow(admin: Page, customerId: string): Promise<Locator> {
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(customerId);
  await admin.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const row = admin.getByRole('row').filter({ hasText: customerId });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('staff actions seen by the customer', () => {
  test("a customer's transactions are restricted with a reason: the transfer page says so and the transfer is refused with it", async ({ page, browser }) => {
    test.slow(); // two people, two restriction changes and a transfer form
    const reason = 'Unusual activity under review';
    const customer = await newCustomer({ firstName: 'Sam', lastName: 'Restricted' });
    await openAdmin(page);
    const alexChecking = await checkingOf(page, DEMO.alex.customerId);
    const row = await userRow(page, customer.customerId);
    await row.getByRole('button', { name: 'Restrict' }).click();
    const dialog = page.getByRole('dialog', { name: /^Restrictions: Sam Restricted/ });
    await dialog.getByRole('checkbox', { name: 'Restrict transactions' }).check();
    await dialog.getByLabel('Reason (shown to the customer)').fill(reason);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Restrictions Updated')).toBeVisible();
    await expect(row.getByText('Transactions restricted')).toBeVisible();

    const sam = await signedInElsewhere(browser, customer);
    await sam.goto('/transfer');
    await expect(sam.getByRole('alert').filter({ hasText: 'Transfers are restricted on your profile' })).toContainText(reason);
    // The refusal comes before any security set-up: no answer or signature could lift it.
    const authorize = await startTransfer(sam, alexChecking, '10.00', 'Admin journey');
    await expect(authorize.getByRole('alert')).toHaveText(`Transactions are restricted on this profile: ${reason}`);
    await authorize.getByRole('button', { name: 'Close' }).last().click(); // the footer's, not the corner's

    // Lifted: the banner goes, and the transfer dialog is back to its usual first step (set-up: none yet).
    await row.getByRole('button', { name: 'Restrict' }).click();
    await dialog.getByRole('checkbox', { name: 'Restrict transactions' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Transactions restricted')).toHaveCount(0);
    const again = await startTransfer(sam, alexChecking, '10.00', 'Admin journey');
    await expect(again.getByRole('alert')).toHaveText('Security questions not configured. Please set up security questions first.');
    await expect(sam.getByRole('alert').filter({ hasText: 'Transfers are restricted' })).toHaveCount(0);
    await sam.context().close();
  });

  test("a balance adjustment shows on the customer's dashboard and in the Audit tab", async ({ page, browser }) => {
    test.slow();
    await openAdmin(page);
    const customer = await aNewCustomer(page, 'Bailey', '100.00');
    const dashboard = await signedInElsewhere(browser, customer);
    await expect(dashboard.getByText('$100.00').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(customer.accountNumber);
    await page.getByRole('searchbox', { name: 'Search accounts' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: customer.accountNumber });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Balance' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust balance: ${customer.accountNumber}` });
    await dialog.getByLabel(/^New balance/).fill('250.75');
    await dialog.getByLabel('Reason').fill('Goodwill credit for a branch error');
    await dialog.getByRole('button', { name: 'Update Balance' }).click();
    await expect(toast(page, 'Balance Updated')).toBeVisible();
    await expect(row).toContainText('$250.75');

    await dashboard.reload();
    await expect(dashboard.getByText('$250.75').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Audit' }).click();
    // Actions by their human names (issue 28.10), found by typing (the list is long: scrolling its
    // virtual list to an option re-renders it under the pointer), before and after as a diff (28.17).
    const actionFilter = page.getByRole('combobox', { name: 'Filter by action' });
    await actionFilter.click();
    await actionFilter.fill('Balance adj');
    await expect(page.locator('.ant-select-item-option').filter({ visible: true })).toHaveText(['Balance adjusted']);
    await actionFilter.press('Enter');
    const entry = page.getByRole('row').filter({ hasText: 'Goodwill credit for a branch error' });
    await expect(entry).toContainText('ADMIN001');
    await entry.getByRole('button', { name: /Expand row/ }).click();
    const balance = page.getByRole('table', { name: 'Changes of Balance adjusted' }).getByRole('row').filter({ hasText: /^Balance/ });
    await expect(balance.getByRole('cell').nth(0)).toHaveText('100.00');
    await expect(balance.getByRole('cell').nth(1)).toHaveText('250.75');
    await dashboard.context().close();
  });

  test("resetting a customer's security questions makes the transfer dialog ask for set-up", async ({ page, browser }) => {
    test.slow();
    const customer = await newCustomer({ firstName: 'Alex', lastName: 'Reset', security: true });
    await openAdmin(page);
    const samChecking = await checkingOf(page, DEMO.sam.customerId);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('searchbox', { name: 'Search users for security' }).fill(customer.customerId);
    await page.getByRole('searchbox', { name: 'Search users for security' }).press('Enter');
    await page.getByRole('row').filter({ hasText: customer.customerId }).getByRole('button', { name: 'Manage Security' }).click();
    const dialog = page.getByRole('dialog', { name: /^Security: Alex Reset/ });
    await expect(dialog.getByText('Security questions: set up')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset Questions' }).click();
    await expect(toast(page, 'Security Questions Reset')).toBeVisible();
    await expect(dialog.getByText('Security questions: not set up')).toBeVisible();
    await expect(dialog.getByText('Signature: registered')).toBeVisible();

    const alex = await signedInElsewhere(browser, customer);
    const authorize = await startTransfer(alex, samChecking, '5.00', 'Admin journey');
    await expect(authorize.getByRole('alert')).toHaveText('Security questions not configured. Please set up security questions first.');
    await authorize.getByRole('button', { name: 'Set Up Security' }).click();
    await expect(alex).toHaveURL(/\/security-setup$/);

    // The customer sets questions up again: the dialog is back to the signature and a question.
    const [[question1, answer1], [question2, answer2], [question3, answer3]] = Object.entries(SECURITY_ANSWERS);
    const saved = await alex.request.post('/api/auth/security-questions', {
      data: { question1, answer1, question2, answer2, question3, answer3, currentPassword: customer.password },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    const retry = await startTransfer(alex, samChecking, '5.00', 'Admin journey');
    await drawSignature(alex, retry.getByRole('img', { name: /Signature pad/ }));
    await expect(retry.getByTestId('step-up-question').or(retry.getByRole('button', { name: 'Continue' }))).toBeVisible();
    await expect(retry.getByRole('alert')).toHaveCount(0);
    await alex.context().close();
  });

  test("revoking a session in the Sessions tab signs that customer out", async ({ page, browser }) => {
    test.slow();
    await openAdmin(page);
    const customer = await aNewCustomer(page, 'Robin', '20.00');
    // That page's clock, so its bell's 30 s poll is fast-forwarded rather than waited for.
    const elsewhere = await signedInElsewhere(browser, customer, { fakeClock: true });

    await page.getByRole('tab', { name: 'Sessions' }).click();
    const row = page.getByRole('row').filter({ hasText: customer.customerId });
    await expect(row).toHaveCount(1); // the tab polls every 5 s
    await row.getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, 'Session Revoked')).toBeVisible();
    await expect(row).toHaveCount(0, { timeout: 15_000 });

    // The customer's app finds the session gone at its next request (at the latest the bell's poll,
    // every 30 s) and goes to the sign-in page, without the customer doing anything.
    await elsewhere.clock.fastForward(31_000);
    await expect(async () => {
      await elsewhere.clock.fastForward(1_000); // the app's short pause after a 401
      expect(elsewhere.url()).toMatch(/\/login$/);
    }).toPass({ timeout: 20_000 });
    expect((await elsewhere.request.get('/api/user')).status()).toBe(401);
    await elsewhere.context().close();
  });
});

/** GBP: no other journey quotes in it; put back with its date after the journey (and in afterAll, should it fail). */
const RATE_CURRENCY = 'GBP';

test.describe('exchange rates', () => {
  let original: { usdRate: string; rateDate: string } | undefined;

  test.afterAll(async () => {
    if (!original) return;
    const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    await admin.post('/api/login', { data: { customerId: DEMO.admin.customerId, password: DEMO.admin.password } });
    const rates = (await (await admin.get('/api/international-transfers/rates')).json()) as { currency: string; usdRate: string; rateDate: string }[];
    const now = rates.find((r) => r.currency === RATE_CURRENCY)!;
    if (now.usdRate !== original.usdRate || now.rateDate !== original.rateDate) {
      await admin.patch(`/api/admin/exchange-rates/${RATE_CURRENCY}`, { data: { ...original, reason: 'E2E: put back after a failed journey' } });
    }
    await admin.dispose();
  });

  async function openRates(page: Page): Promise<Locator> {
    await page.getByRole('tab', { name: 'Payments', exact: true }).click();
    await page.getByRole('tab', { name: 'International Transfers' }).click();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Exchange Rates' }) });
    await expect(card.getByRole('row').filter({ hasText: RATE_CURRENCY })).toBeVisible();
    return card;
  }

  async function editRate(page: Page, card: Locator, rate: { usdRate: string; rateDate?: string; reason: string }): Promise<void> {
    await card.getByRole('button', { name: `Edit ${RATE_CURRENCY} rate` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit rate: ${RATE_CURRENCY}` });
    await dialog.getByLabel(`USD for 1 ${RATE_CURRENCY}`).fill(rate.usdRate);
    if (rate.rateDate) {
      await dialog.getByLabel('Applies from').fill(rate.rateDate);
      await dialog.getByLabel('Applies from').press('Enter');
    }
    await dialog.getByLabel('Reason').fill(rate.reason);
    await dialog.getByRole('button', { name: 'Update Rate' }).click();
    const updated = toast(page, 'Exchange Rate Updated');
    await expect(updated).toBeVisible();
    await expect(dialog).toBeHidden();
    // Closed, so the next change's toast is the only one (a leaving toast still matches for a moment).
    await updated.getByRole('button', { name: 'Close' }).click();
    await expect(updated).toHaveCount(0);
  }

  test('ADMIN001 changes the GBP rate with a reason, sees it listed and audited with before and after, then puts it back', async ({ page }) => {
    test.slow();
    await openAdmin(page);
    const rates = (await (await page.request.get('/api/international-transfers/rates')).json()) as { currency: string; usdRate: string; rateDate: string }[];
    const before = rates.find((r) => r.currency === RATE_CURRENCY)!;
    original = { usdRate: before.usdRate, rateDate: before.rateDate };
    const card = await openRates(page);
    const row = card.getByRole('row').filter({ hasText: RATE_CURRENCY });
    await expect(row).toContainText(before.usdRate);
    // USD is the unit of every rate: listed, with nothing to edit.
    await expect(card.getByRole('row').filter({ hasText: 'Base' })).toContainText(/^USD\s*1\.000000/);

    // The server's rules, checked in the dialog first: at most 6 decimals, a reason.
    await card.getByRole('button', { name: `Edit ${RATE_CURRENCY} rate` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit rate: ${RATE_CURRENCY}` });
    await expect(dialog.getByLabel(`USD for 1 ${RATE_CURRENCY}`)).toHaveValue(before.usdRate);
    await dialog.getByLabel(`USD for 1 ${RATE_CURRENCY}`).fill('1.2345678');
    await dialog.getByRole('button', { name: 'Update Rate' }).click();
    await expect(dialog.getByText('Exchange rate must be a positive number with at most 6 decimals')).toBeVisible();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const reason = `E2E reference rate ${Date.now()}`;
    await editRate(page, card, { usdRate: '1.281234', reason });
    await expect(row).toContainText('1.281234');

    await page.getByRole('tab', { name: 'Audit' }).click();
    // By target: the action list is long enough that antd renders only its first options.
    await page.getByRole('searchbox', { name: 'Filter by target id' }).fill(RATE_CURRENCY);
    await page.getByRole('searchbox', { name: 'Filter by target id' }).press('Enter');
    const entry = page.getByRole('row').filter({ hasText: reason });
    // The action and target by their names (issue 28.10), before and after as a diff (28.17).
    await expect(entry.getByRole('cell').filter({ hasText: 'Exchange rate changed' })).toBeVisible();
    await expect(entry).toContainText('ADMIN001');
    await expect(entry.getByRole('cell').filter({ hasText: 'Exchange rate' }).last()).toContainText(RATE_CURRENCY);
    await entry.getByRole('button', { name: /Expand row/ }).click();
    const changes = page.getByRole('table', { name: 'Changes of Exchange rate changed' });
    const usdRate = changes.getByRole('row').filter({ hasText: /^USD rate/ });
    await expect(usdRate.getByRole('cell').nth(0)).toHaveText(before.usdRate);
    await expect(usdRate.getByRole('cell').nth(1)).toHaveText('1.281234');
    await expect(changes.getByRole('row').filter({ hasText: /^Rate date/ }).getByRole('cell').nth(0)).toHaveText(before.rateDate);

    // Back as it was, date too: the later journeys quote from the seeded rates.
    await editRate(page, await openRates(page), { usdRate: before.usdRate, rateDate: before.rateDate, reason: 'E2E: back to the reference rate' });
    await expect(row).toContainText(before.usdRate);
    const after = (await (await page.request.get('/api/international-transfers/rates')).json()) as { currency: string; usdRate: string; rateDate: string }[];
    expect(after.find((r) => r.currency === RATE_CURRENCY)).toMatchObject(original);
  });

  test('the rates and the Edit dialog at 1280 and 375 px: nothing past the right edge', async ({ page }) => {
    await openAdmin(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const card = await openRates(page);
      await page.waitForLoadState('networkidle');
      expect(await widerThanThePage(page), `International Transfers at ${width} px`).toEqual([]);
      await takeScreenshot(page, { path: `test-results/admin-exchange-rates-${width}.png`, fullPage: true });
      await card.getByRole('button', { name: `Edit ${RATE_CURRENCY} rate` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit rate: ${RATE_CURRENCY}` });
      await expect(dialog).toBeVisible();
      await overlaysSettled(page);
      expect(await widerThanThePage(page), `the rate dialog at ${width} px`).toEqual([]);
      await takeScreenshot(page, { path: `test-results/admin-exchange-rate-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

const TABS = ['Users', 'Accounts', 'Cards', 'Applications', 'Payments', 'Security', 'Sessions', 'Create User', 'Create Account', 'Audit'];

test('every admin tab at 1280 and 375 px: no page-wide horizontal scroll, tables scroll inside their box', async ({ page }) => {
  test.slow();
  await openAdmin(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/admin');
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await overlaysSettled(page);
      expect(await widerThanThePage(page), `${tab} at ${width} px: elements past the right edge`).toEqual([]);
      await takeScreenshot(page, { path: `test-results/admin-${tab.toLowerCase().replace(/ /g, '-')}-${width}.png`, fullPage: true });
    }
  }
});
