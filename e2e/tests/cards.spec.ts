import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { DEMO, newCustomer, overlaysSettled, signIn, skipTutorials, takeScreenshot, widerThanThePage, type Customer } from './support';

/** Each screen of this journey waits on a few API reads; a busy machine takes longer than 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The card journey (SPEC 2.16, 8; issue 15): a customer of this file's own (USD checking, EUR
 * savings, as DEMO002 has) applies for a premium card, the bank approves it, the customer sees it
 * active, reveals it with the password, freezes and unfreezes it, adds it to Google Pay; the bank
 * disables it and the customer cannot enable it again; then 'Apply Now' on the savings account.
 * The staff steps go through the admin panel's Cards tab as ADMIN001, in a browser of their own.
 * One story in two steps, in this order, on one worker.
 */
// A long journey: on a busy machine it needs more than the default minute.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let holder: Customer;
let holderName: string;
test.beforeAll(async () => {
  holder = await newCustomer({
    firstName: 'Rowan', lastName: 'Cardholder', address: '500 Market Street, San Francisco, CA 94105',
    accounts: [{ accountType: 'checking', initialBalance: '900.00' }, { accountType: 'savings', currency: 'EUR', initialBalance: '300.00' }],
  });
  holderName = `${holder.firstName} ${holder.lastName}`;
});

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

function toast(page: Page, text: string | RegExp, role: 'alert' | 'status' = 'status'): Locator {
  return page.getByRole(role).filter({ hasText: text });
}

/** ADMIN001 signed in, in a browser of their own, on the admin panel's Cards tab. */
async function adminCardsTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await skipTutorials(context);
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Cards' }).click();
  await expect(admin.getByRole('heading', { name: 'Card applications' })).toBeVisible();
  return admin;
}

function premiumTile(page: Page): Locator {
  return page.getByRole('article', { name: /^Premium debit card/ });
}

test('the customer applies, the bank approves, the customer reveals, freezes, adds to Google Pay; the bank disables it', async ({ page, browser }) => {
  await signIn(page, holder);
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
  // Still waiting for the bank: no delivery promised yet (issue 28.19).
  await expect(toast(page, 'Your application is with the bank for approval. Once approved, your card is delivered within 7-10 business days.')).toBeVisible();
  await expect(premiumTile(page).getByText('Pending', { exact: true })).toBeVisible();

  // The bank approves it on the Cards tab.
  const admin = await adminCardsTab(browser);
  const application = admin.getByRole('region', { name: 'Card applications' }).getByRole('row').filter({ hasText: holderName }).filter({ hasText: 'Premium' });
  await expect(application.getByText('Pending', { exact: true })).toBeVisible();
  await application.getByRole('button', { name: `Approve application of ${holderName}`, exact: false }).click();
  // Confirmed like an account application's Approve (issue 28.5).
  await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Application Approved')).toBeVisible();
  // Approved, it leaves the pending queue (the tab's first view) and is listed under Approved.
  await expect(application).toHaveCount(0);
  await admin.getByRole('combobox', { name: 'Filter applications by status' }).click();
  await admin.locator('.ant-select-item-option').filter({ hasText: /^Approved$/, visible: true }).click();
  await expect(application.getByText('Approved', { exact: true })).toBeVisible();
  await expect(application.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

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
  await dialog.getByLabel('Password').fill(holder.password);
  await dialog.getByRole('button', { name: 'Show details' }).click();
  await expect(tile.getByTestId('card-number')).toHaveText(new RegExp(`^4571 80\\d\\d \\d{4} \\d{4}$`));
  await expect(tile.getByTestId('card-number')).toHaveText(new RegExp(`${last4}$`));
  await expect(tile.getByTestId('card-cvv')).toHaveText(/^\d{3}$/);
  await expect(tile.getByRole('button', { name: /Hide details \(\d+s\)/ })).toBeVisible();
  await takeScreenshot(page, { path: 'test-results/cards-revealed-1280.png', fullPage: true });
  await tile.getByRole('button', { name: /Hide details/ }).click();
  await expect(tile.getByTestId('card-cvv')).toHaveText('•••');

  // Freeze and unfreeze.
  // One name for the owner's switch (issue 28.10): frozen, not "disabled" (that is the bank's).
  await tile.getByRole('switch', { name: `Freeze card ending ${last4}` }).click();
  await expect(toast(page, 'Card Frozen')).toBeVisible();
  await expect(tile.getByText('Frozen', { exact: true })).toBeVisible();
  await expect(tile.getByText('Card frozen', { exact: true })).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Add to Google Pay' })).toHaveCount(0);
  await tile.getByRole('switch', { name: `Unfreeze card ending ${last4}` }).click();
  await expect(toast(page, 'Card Unfrozen')).toBeVisible();

  // Google Pay, once.
  await tile.getByRole('button', { name: 'Add to Google Pay' }).click();
  await expect(toast(page, 'Card added to Google Pay')).toBeVisible();
  await expect(tile.getByText('In Google Pay')).toBeVisible();
  await expect(tile.getByRole('button', { name: 'Add to Apple Pay' })).toBeVisible();

  // My Accounts shows the card.
  await page.goto('/accounts');
  await expect(page.getByRole('article', { name: /^Checking account/ }).getByTestId('account-debit-card')).toHaveText(`••${last4} · Active`);

  // The bank shows the full number (audited), hides it, and disables the card on the Cards tab.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Cards' }).click();
  const row = admin.getByRole('region', { name: 'Debit cards' }).getByRole('row')
    .filter({ has: admin.getByRole('button', { name: new RegExp(`number of card ending ${last4}$`) }) });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Show number of card ending ${last4}` }).click();
  await expect(row.getByTestId('admin-card-number')).toHaveText(new RegExp(`^4571 80\\d\\d \\d{4} \\d{4}$`));
  await expect(row.getByTestId('admin-card-number')).toHaveText(new RegExp(`${last4}$`));
  await row.getByRole('button', { name: `Hide number of card ending ${last4}` }).click();
  await expect(row.getByTestId('admin-card-number')).toHaveText(`**** **** **** ${last4}`);
  await row.getByRole('button', { name: `Disable card ending ${last4}` }).click();
  await expect(toast(admin, 'Card Disabled')).toBeVisible();
  await expect(row.getByText('Disabled by the bank', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Enable card ending ${last4}` })).toBeVisible();

  // The tab fits 1280 and 375 px (once the toast has gone, so it hides nothing; a toast under the
  // pointer stays open, and it may open where the Disable button was).
  await admin.mouse.move(0, 0);
  await expect(toast(admin, 'Card Disabled')).toHaveCount(0);
  await takeScreenshot(admin, { path: 'test-results/admin-cards-1280.png', fullPage: true });
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  expect(await widerThanThePage(admin)).toEqual([]);
  await takeScreenshot(admin, { path: 'test-results/admin-cards-375.png', fullPage: true });
  await admin.getByRole('button', { name: 'Create Card' }).click();
  await expect(admin.getByRole('dialog', { name: 'Create Card' }).getByLabel('Card number')).toBeVisible();
  await overlaysSettled(admin);
  await takeScreenshot(admin, { path: 'test-results/admin-create-card-375.png', fullPage: true });
  await admin.context().close();

  // The owner cannot enable it again.
  await page.goto('/cards');
  await expect(premiumTile(page).getByText('Disabled by the bank')).toBeVisible();
  await premiumTile(page).getByRole('switch', { name: `Unfreeze card ending ${last4}` }).click();
  await expect(toast(page, 'This card was disabled by the bank. Please contact support to enable it.', 'alert')).toBeVisible();
  await expect(premiumTile(page).getByRole('switch', { name: `Unfreeze card ending ${last4}` })).not.toBeChecked();
});

test("'Apply Now' applies for a card on an account without one; the page fits 1280 and 375 px", async ({ page }) => {
  await signIn(page, holder);
  await page.goto('/cards');
  await page.getByRole('button', { name: /^Apply Now for Savings/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for a debit card' });
  await overlaysSettled(page);
  await dialog.getByRole('button', { name: 'Apply Now' }).click();
  await expect(toast(page, 'Card Application Submitted')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply Now for Savings/ })).toHaveCount(0);
  await expect(page.getByText(/Application pending/).first()).toBeVisible();

  await takeScreenshot(page, { path: 'test-results/cards-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(premiumTile(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await takeScreenshot(page, { path: 'test-results/cards-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Apply for New Card' }).click();
  await expect(page.getByLabel('Delivery address')).toBeVisible();
  await takeScreenshot(page, { path: 'test-results/cards-apply-375.png', fullPage: true });
});
