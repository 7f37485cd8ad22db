import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, skipTutorials } from './support';

/**
 * The back office (issue 14), signed in as ADMIN001: find a customer by search, create a user and
 * an account for them and sign in as that user, and read the audit tab.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

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
  await expect(page.getByRole('row').filter({ hasText: 'account.create' }).first()).toBeVisible();

  const context = await browser.newContext();
  await skipTutorials(context);
  const customer = await context.newPage();
  await signIn(customer, { customerId, password: 'Welcome-2026', firstName: 'Erin' });
  await expect(customer.getByText('$125.50').first()).toBeVisible();
  await context.close();
});
