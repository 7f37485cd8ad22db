import { expect as baseExpect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { BASE_URL } from '../playwright.config';
import { DEMO, overlaysSettled, signIn, skipTutorials } from './support';

/** Each screen of this journey waits on a few API reads; a busy machine takes longer than 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Deletes DEMO002's cards straight in the e2e database, so a retried journey starts, as the first
 * run does, with no cards (the apply form). No money moved: applying and approving are free.
 */
async function forgetCards(customerId: string): Promise<void> {
  const client = new pg.Client(process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54340}/bank`);
  await client.connect();
  try {
    await client.query(`delete from debit_cards where user_id = (select id from users where customer_id = $1)`, [customerId]);
  } finally {
    await client.end();
  }
}

/**
 * The card journey (SPEC 2.16, 8; issue 15): DEMO002 applies for a premium card, the bank
 * approves it, DEMO002 sees it active, reveals it with the password, freezes and unfreezes it,
 * adds it to Google Pay; the bank disables it and DEMO002 cannot enable it again. The staff steps
 * go through the staff API as ADMIN001 (the admin panel's Cards tab is not built yet).
 */
// A long journey: on a busy machine it needs more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

function toast(page: Page, text: string | RegExp, role: 'alert' | 'status' = 'status'): Locator {
  return page.getByRole(role).filter({ hasText: text });
}

/** ADMIN001's own signed-in API session, as the admin panel would use it. */
async function asAdmin(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const login = await context.request.post('/api/login', { data: { customerId: DEMO.admin.customerId, password: DEMO.admin.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return context.request;
}

function premiumTile(page: Page): Locator {
  return page.getByRole('article', { name: /^Premium debit card/ });
}

test('DEMO002 applies, the bank approves, DEMO002 reveals, freezes, adds to Google Pay; the bank disables it', async ({ page, browser }) => {
  await forgetCards(DEMO.sam.customerId);
  await signIn(page, DEMO.sam);
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cards' })).toBeVisible();

  // No cards yet: the apply form shows, the delivery address defaults to the profile's.
  await expect(page.getByLabel('Delivery address')).toHaveValue('500 Market Street, San Francisco, CA 94105');
  await expect(page.getByText('$10.00/month')).toBeVisible();
  await expect(page.getByText('$25.00/month')).toBeVisible();
  await page.getByText('Premium', { exact: true }).click();
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel('Confirm PIN').fill('4829');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("PINs don't match")).toBeVisible();
  await page.getByLabel('Confirm PIN').fill('4821');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page, 'Card Application Successful')).toBeVisible();
  await expect(toast(page, 'Your debit card will be delivered within 7-10 business days.')).toBeVisible();
  await expect(premiumTile(page).getByText('Pending', { exact: true })).toBeVisible();

  // The bank approves it.
  const admin = await asAdmin(browser);
  const applications = (await (await admin.get('/api/admin/card-applications')).json()) as { id: string; customerName: string; status: string; cardType: string }[];
  const application = applications.find((a) => a.customerName === 'Sam Rivera' && a.status === 'pending' && a.cardType === 'premium');
  expect(application, 'DEMO002 premium application').toBeTruthy();
  expect((await admin.post(`/api/admin/card-applications/${application!.id}/process`, { data: { approve: true } })).ok()).toBeTruthy();

  // Active, masked.
  await page.reload();
  const tile = premiumTile(page);
  await expect(tile.getByText('Active', { exact: true })).toBeVisible();
  await expect(tile.getByTestId('card-number')).toHaveText(/^\*{4} \*{4} \*{4} \d{4}$/);
  await expect(tile.getByTestId('card-cvv')).toHaveText('•••');
  const last4 = ((await tile.getByTestId('card-number').textContent()) ?? '').slice(-4);

  // Reveal with the password: a wrong one is refused on the field, the right one shows number and CVV.
  await tile.getByRole('button', { name: /Show details/ }).click();
  const dialog = page.getByRole('dialog', { name: /Show card details/ });
  await overlaysSettled(page);
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Show details' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await dialog.getByLabel('Password').fill(DEMO.sam.password);
  await dialog.getByRole('button', { name: 'Show details' }).click();
  await expect(tile.getByTestId('card-number')).toHaveText(new RegExp(`^4571 80\\d\\d \\d{4} \\d{4}$`));
  await expect(tile.getByTestId('card-number')).toHaveText(new RegExp(`${last4}$`));
  await expect(tile.getByTestId('card-cvv')).toHaveText(/^\d{3}$/);
  await expect(tile.getByRole('button', { name: /Hide details \(\d+s\)/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/cards-revealed-1280.png', fullPage: true });
  await tile.getByRole('button', { name: /Hide details/ }).click();
  await expect(tile.getByTestId('card-cvv')).toHaveText('•••');

  // Freeze and unfreeze.
  await tile.getByRole('switch', { name: `Disable card ending ${last4}` }).click();
  await expect(toast(page, 'Card Disabled')).toBeVisible();
  await expect(tile.getByText('Frozen', { exact: true })).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Add to Google Pay' })).toHaveCount(0);
  await tile.getByRole('switch', { name: `Enable card ending ${last4}` }).click();
  await expect(toast(page, 'Card Enabled')).toBeVisible();

  // Google Pay, once.
  await tile.getByRole('button', { name: 'Add to Google Pay' }).click();
  await expect(toast(page, 'Card added to Google Pay')).toBeVisible();
  await expect(tile.getByText('In Google Pay')).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Add to Apple Pay' })).toBeVisible();

  // My Accounts shows the card.
  await page.goto('/accounts');
  await expect(page.getByRole('article', { name: /^Checking account/ }).getByTestId('account-debit-card')).toHaveText(`••${last4} · Active`);

  // The bank disables it; the owner cannot enable it again.
  const cards = (await (await admin.get('/api/admin/debit-cards')).json()) as { id: string; last4: string }[];
  const card = cards.find((c) => c.last4 === last4)!;
  expect((await admin.patch(`/api/admin/debit-cards/${card.id}/status`, { data: { isActive: false } })).ok()).toBeTruthy();
  await page.goto('/cards');
  await expect(premiumTile(page).getByText('Disabled by the bank')).toBeVisible();
  await premiumTile(page).getByRole('switch', { name: `Enable card ending ${last4}` }).click();
  await expect(toast(page, 'This card was disabled by the bank. Please contact support to enable it.', 'alert')).toBeVisible();
  await expect(premiumTile(page).getByRole('switch', { name: `Enable card ending ${last4}` })).not.toBeChecked();
});

test("'Apply Now' applies for a card on an account without one; the page fits 1280 and 375 px", async ({ page }) => {
  await signIn(page, DEMO.sam);
  await page.goto('/cards');
  await page.getByRole('button', { name: /^Apply Now for Savings/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for a debit card' });
  await overlaysSettled(page);
  await dialog.getByRole('button', { name: 'Apply Now' }).click();
  await expect(toast(page, 'Card Application Submitted')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply Now for Savings/ })).toHaveCount(0);
  await expect(page.getByText(/Application pending/).first()).toBeVisible();

  await page.screenshot({ path: 'test-results/cards-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(premiumTile(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/cards-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Apply for New Card' }).click();
  await expect(page.getByLabel('Delivery address')).toBeVisible();
  await page.screenshot({ path: 'test-results/cards-apply-375.png', fullPage: true });
});
