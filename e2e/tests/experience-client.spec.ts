import { expect, test, type Page } from '@playwright/test';
import { IdentityMessages } from '@bank/contracts/identity';
import { drawSignature, newCustomer, SECURITY_ANSWERS, signIn, skipTutorials, toast, widerThanThePage, type Person } from './support';
import { photograph, PHONE, WIDTHS } from './experience-support';

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

/** Picks an option of an antd select by its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option, visible: true }).first().click();
}

/** The security setup wizard, questions then signature, up to its completion card. */
async function setUpSecurity(page: Page): Promise<void> {
  for (const [index, [question, answer]] of Object.entries(SECURITY_ANSWERS).entries()) {
    await page.getByLabel(`Security question ${index + 1}`).fill(question);
    await page.keyboard.press('Enter');
    await expect(page.locator('.security-question__question').nth(index)).toContainText(question);
    await page.getByLabel(`Answer ${index + 1}`).fill(answer);
  }
  await page.getByRole('button', { name: 'Save Security Questions' }).click();
  const signatureStep = page.locator('[data-tour="security-signature"]');
  await drawSignature(page, signatureStep.getByRole('img', { name: /Signature pad/ }));
  await signatureStep.getByRole('button', { name: 'Save Signature' }).click();
  await expect(page.getByRole('heading', { name: 'Security Setup Complete' })).toBeVisible();
}

test.describe('item 3: transfer security said before the form', () => {
  test('domestic (375 px): the notice is there before anything is typed; set-up comes back with the details kept', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    const customer = await newCustomer({ accounts: [{ accountType: 'checking', initialBalance: '300.00' }, { accountType: 'savings' }] });
    await signIn(page, customer);
    await page.goto('/transfer');
    const notice = page.getByRole('alert').filter({ hasText: 'Set up transfer security first' });
    await expect(notice).toContainText('Your security questions and signature are not set up yet');
    await photograph(page, testInfo, 'transfer-security-notice-375');
    expect(await widerThanThePage(page)).toEqual([]);

    await choose(page, 'From Account', /Checking/);
    await page.getByLabel('To Account Number').fill(customer.accounts[1].accountNumber);
    await page.getByLabel(/^Amount/).fill('42.50');
    await page.getByLabel('Description').fill('Rent share for June');
    await notice.getByRole('button', { name: 'Set Up Security' }).click();

    await expect(page).toHaveURL(/\/security-setup/);
    await setUpSecurity(page);
    await page.getByRole('button', { name: 'Return to Your Transfer' }).click();
    await expect(page).toHaveURL(/\/transfer$/);
    await expect(page.getByRole('combobox', { name: 'From Account', exact: true }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Checking');
    await expect(page.getByLabel('To Account Number')).toHaveValue(customer.accounts[1].accountNumber);
    await expect(page.getByLabel(/^Amount/)).toHaveValue('42.50');
    await expect(page.getByLabel('Description')).toHaveValue('Rent share for June');
    await expect(notice).toHaveCount(0);

    // Kept once: the next visit starts empty.
    await page.goto('/dashboard');
    await page.goto('/transfer');
    await expect(page.getByLabel('Description')).toHaveValue('');
  });

  test('international (1280 px): the notice before the form, and the details kept through set-up', async ({ page }, testInfo) => {
    const customer = await newCustomer();
    await signIn(page, customer);
    await page.goto('/international-transfer');
    const notice = page.getByRole('alert').filter({ hasText: 'Set up transfer security first' });
    await expect(notice).toBeVisible();
    await photograph(page, testInfo, 'international-security-notice-1280');

    await page.getByLabel('Recipient Name').fill('Greta Schmidt');
    await page.getByLabel('Purpose of Transfer').fill('Deposit for a flat in Berlin');
    await notice.getByRole('button', { name: 'Set Up Security' }).click();
    await setUpSecurity(page);
    await page.getByRole('button', { name: 'Return to Your Transfer' }).click();
    await expect(page).toHaveURL(/\/international-transfer$/);
    await expect(page.getByLabel('Recipient Name')).toHaveValue('Greta Schmidt');
    await expect(page.getByLabel('Purpose of Transfer')).toHaveValue('Deposit for a flat in Berlin');
    await expect(notice).toHaveCount(0);
  });
});

test.describe('item 15: errors where the action was', () => {
  for (const viewport of WIDTHS) {
    test(`a refused sign-in is said once in the form at ${viewport.width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      // An id of its own: failures are throttled per customer ID.
      await page.getByLabel('Customer ID').fill(`NOBODY${viewport.width}${Date.now()}`);
      await page.getByLabel('Password').fill('Wrong!Password1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Invalid customer ID or password' });
      await expect(failure).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(1);
      // Above the button it answers, within the screen.
      const alertBox = (await failure.boundingBox())!;
      const buttonBox = (await page.getByRole('button', { name: 'Sign In' }).boundingBox())!;
      expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(buttonBox.y);
      expect(alertBox.x + alertBox.width).toBeLessThanOrEqual(viewport.width);
      await photograph(page, testInfo, `login-refused-${viewport.width}`);
    });
  }
});

test.describe('item 19: smaller things', () => {
  test('the landing page claims only fees that are true', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByText('Fee-free transfers within the bank')).toBeVisible();
    await expect(main).not.toContainText(/zero international transfer fees|never pay a transfer fee/i);
  });

  test('security questions are readable at 375 px: the options and the chosen question wrap instead of being cut', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, await newCustomer({ firstName: 'Quinn' }));
    await page.goto('/security-setup');
    const longest = "What is the name of the street you grew up on?";
    await page.getByLabel('Security question 1').click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: longest, visible: true });
    await expect(option).toBeVisible();
    // The elements whose text is cut (wider inside than shown, and clipped).
    const cut = (element: HTMLElement | SVGElement) => [...element.querySelectorAll<HTMLElement>('*'), element as HTMLElement]
      .filter((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible')
      .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
    expect(await option.evaluate(cut)).toEqual([]);
    await photograph(page, testInfo, 'security-questions-open-375');
    await option.click();
    const chosen = page.locator('.security-question__question').first();
    await expect(chosen).toContainText(longest);
    expect(await chosen.locator('.ant-select').evaluate(cut)).toEqual([]);
    await photograph(page, testInfo, 'security-questions-chosen-375');
  });
});
