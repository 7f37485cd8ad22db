import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { clickInDialog, DEMO, drawSignature, newCustomer, SECURITY_ANSWERS, signIn, skipTutorials, cents, toast, type Person } from './support';

/**
 * Money journeys (SPEC 2.9–2.12, 4, 8): a domestic transfer through the whole authorization
 * dialog with both balances checked on screen, a statement downloaded as CSV that agrees with
 * My Accounts, and the step-up lockout. The transfers are between customers of their own (the
 * lockout blocks its customer's step-up for 15 minutes); the statement reads DEMO001's.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

interface ShownAccount {
  number: string;
  balance: bigint;
}

/** The checking account as My Accounts shows it: its number and balance. */
async function checkingOnMyAccounts(page: Page): Promise<ShownAccount> {
  await page.goto('/accounts');
  const card = page.getByRole('article', { name: /^Checking account 80\d{6}$/ });
  await expect(card).toBeVisible();
  const heading = (await card.getByRole('heading').textContent()) ?? '';
  const number = /80\d{6}/.exec(heading)![0];
  const balance = cents((await card.getByTestId('account-balance').textContent()) ?? '');
  return { number, balance };
}

async function signedInPage(browser: Browser, who: Person): Promise<Page> {
  const context = await browser.newContext();
  await skipTutorials(context);
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** Picks an option of an antd Select opened from its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option, visible: true }).first().click();
}

/** A signature: one wavy stroke across the pad, drawn with the mouse. */

/** Fills the Fund Transfer form from checking and opens the authorization dialog through the confirm dialog. */
async function startTransfer(page: Page, toAccountNumber: string, amount: string, description: string): Promise<Locator> {
  await page.goto('/transfer');
  await expect(page.getByLabel('To Account Number')).toBeDisabled();
  await choose(page, 'From Account', /Checking/);
  await page.getByLabel('To Account Number').fill(toAccountNumber);
  await expect(page.getByTestId('destination-account')).toContainText(toAccountNumber);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Transfer Money' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm Transfer' });
  await expect(confirm).toContainText(toAccountNumber);
  await expect(confirm).toContainText(`$${amount}`);
  await clickInDialog(page, 'Confirm Transfer', 'Confirm Transfer');

  const dialog = page.getByRole('dialog', { name: 'Authorize Transfer' });
  await expect(dialog).toBeVisible();
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  // The dialog may still be animating in: draw again until the pad has taken a stroke.
  await expect(async () => {
    await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
    await expect(continueButton).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await continueButton.click();
  return dialog;
}

async function questionShown(dialog: Locator): Promise<string> {
  const question = dialog.getByTestId('step-up-question');
  await expect(question).toBeVisible();
  return ((await question.textContent()) ?? '').trim();
}

test('a transfer goes through the authorization dialog and moves 25.00 between two customers', async ({ page, browser }) => {
  const payer = await newCustomer({ firstName: 'Avery', accounts: [{ accountType: 'checking', initialBalance: '300.00' }], security: true });
  const payee = await newCustomer({ firstName: 'Sam', accounts: [{ accountType: 'checking', initialBalance: '40.00' }] });
  // The payee's checking account: where the money goes, and its balance before.
  const sam = await signedInPage(browser, payee);
  const samBefore = await checkingOnMyAccounts(sam);

  await signIn(page, payer);
  const alexBefore = await checkingOnMyAccounts(page);
  expect([alexBefore.balance, samBefore.balance]).toEqual([30000n, 4000n]);

  const dialog = await startTransfer(page, samBefore.number, '25.00', 'Dinner with Sam');
  const question = await questionShown(dialog);
  expect(Object.keys(SECURITY_ANSWERS)).toContain(question);
  await dialog.getByRole('textbox', { name: /Security question/ }).fill(SECURITY_ANSWERS[question]);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(dialog.getByText('Verifying your identity…')).toBeVisible();
  await expect(dialog.getByText('Authorization successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Transfer Successful')).toContainText('Your money has been transferred successfully.');
  // The receipt takes the form's place (issue 28 item 13): amount, payee, reference; then an empty form for the next transfer.
  const receipt = page.getByTestId('transfer-receipt');
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('$25.00');
  await expect(receipt).toContainText(samBefore.number);
  await expect(receipt.getByTestId('receipt-reference')).toHaveText(/^TXN/);
  await receipt.getByRole('button', { name: 'Make another transfer' }).click();
  await expect(page.getByLabel('Description')).toHaveValue('');

  // Its PDF receipt is on the transfer's row in History.
  await page.goto('/transactions');
  const row = page.locator('.txn-row').filter({ hasText: 'Dinner with Sam' });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Receipt of/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-TXN\w+\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const alexAfter = await checkingOnMyAccounts(page);
  expect(alexAfter.balance).toBe(alexBefore.balance - 2500n);

  // The server settles the transfer within seconds; then Sam's balance has risen by 25.00.
  await expect
    .poll(async () => (await checkingOnMyAccounts(sam)).balance, { timeout: 30_000, intervals: [1_000, 2_000, 3_000] })
    .toBe(samBefore.balance + 2500n);
  await sam.context().close();
});

test("a statement downloaded as CSV closes at the balance My Accounts shows", async ({ page }) => {
  await signIn(page, DEMO.alex);
  const checking = await checkingOnMyAccounts(page);

  await page.goto('/statements');
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await choose(page, 'Account', `Checking ••${checking.number.slice(-4)}`);
  await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
  await expect(page.getByTestId('statement-closing-balance')).toBeVisible();
  expect(cents((await page.getByTestId('statement-closing-balance').textContent()) ?? '')).toBe(checking.balance);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const closing = csv.split(/\r?\n/).map((line) => line.split(',')).find((cells) => cells[0] === 'Closing balance');
  expect(closing, 'the CSV has a closing balance row').toBeDefined();
  expect(cents(closing![1])).toBe(checking.balance);
});

test('three wrong answers end in the lockout message', async ({ page }) => {
  const payer = await newCustomer({ firstName: 'Casey', accounts: [{ accountType: 'checking', initialBalance: '50.00' }], security: true });
  const payee = await newCustomer({ firstName: 'Drew', accounts: [{ accountType: 'checking' }] });

  await signIn(page, payer);
  const before = await checkingOnMyAccounts(page);
  const dialog = await startTransfer(page, payee.accounts[0].accountNumber, '1.00', 'Should not go through');
  const answer = dialog.getByRole('textbox', { name: /Security question/ });

  for (const remaining of [2, 1]) {
    const question = await questionShown(dialog);
    await answer.fill('definitely wrong');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`Incorrect answer. ${remaining} attempts remaining.`);
    // A wrong answer asks a different question.
    await expect(dialog.getByTestId('step-up-question')).not.toHaveText(question);
  }
  await answer.fill('definitely wrong');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  const lockout = 'Maximum attempts exceeded. Please try again in 15 minutes.';
  await expect(dialog.getByText('Authorization failed')).toBeVisible();
  await expect(dialog.getByText(lockout)).toBeVisible();
  // The failed step closes after 3 s; no money moved.
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await expect(toast(page, 'Transfer Failed', 'alert')).toContainText(lockout);
  expect((await checkingOnMyAccounts(page)).balance).toBe(before.balance);
});
