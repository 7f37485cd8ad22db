import { expect, test, type Page } from '@playwright/test';
import { IdentityMessages } from '@bank/contracts/identity';
import { newCustomer, skipTutorials, toast, widerThanThePage, type Person } from './support';
import { photograph, WIDTHS } from './experience-support';

/**
 * Issue 28's client items of helper x1: public help (18), "Clear all" confirmed (6), the transfer
 * security said before the form (3), tutorials (16), inline errors (15), smaller fixes (19).
 * Each journey makes the customers it changes.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

/** The login form, filled and sent, without expecting where it goes next. */
async function signInHere(page: Page, who: Person): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
  await page.getByLabel('Customer ID').fill(who.customerId);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('item 18: help for visitors', () => {
  for (const viewport of WIDTHS) {
    test(`a visitor reads /help at ${viewport.width} px; a signed-in answer leads to the sign-in and back`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const customer = await newCustomer();
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByText('You are not signed in.')).toBeVisible();
      await expect(toast(page, IdentityMessages.LOGGED_OUT_REDIRECT)).toHaveCount(0);
      expect(await widerThanThePage(page)).toEqual([]);

      // An answer about one's own statements says it needs a sign-in.
      await page.getByRole('button', { name: /Which statements can I download/ }).click();
      const signInLink = page.getByRole('link', { name: 'Sign in to open Statements' });
      await expect(signInLink).toBeVisible();
      // The chat is part of online banking: the visitor is told to sign in for it.
      await expect(page.getByRole('button', { name: 'Open Chat Support' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in to chat with us' })).toBeVisible();
      await photograph(page, testInfo, `help-visitor-${viewport.width}`);

      await signInLink.click();
      await expect(page).toHaveURL(/\/login$/);
      await signInHere(page, customer);
      // Back to the page the answer pointed at, not the dashboard.
      await expect(page).toHaveURL(/\/statements$/);
      await expect(toast(page, IdentityMessages.LOGGED_OUT_REDIRECT)).toHaveCount(0);
    });
  }

  test('a deep link opened without a session goes to the sign-in, silently, and then to the page asked for', async ({ page }) => {
    const customer = await newCustomer();
    await page.goto('/transactions?type=debit');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, IdentityMessages.LOGGED_OUT_REDIRECT)).toHaveCount(0);
    await signInHere(page, customer);
    await expect(page).toHaveURL(/\/transactions\?type=debit$/);
  });

  test("someone whose session ended is told 'You are logged out' and comes back to the page after signing in", async ({ page }) => {
    const customer = await newCustomer();
    await page.goto('/login');
    await signInHere(page, customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session ends without the customer signing out (the server forgot it, or it expired).
    await page.context().clearCookies();
    await page.goto('/statements');
    await expect(toast(page, IdentityMessages.LOGGED_OUT_REDIRECT)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signInHere(page, customer);
    await expect(page).toHaveURL(/\/statements$/);
  });
});
