import { expect, test, type Locator, type Page } from '@playwright/test';
import { cents, chooseCountry, DEMO, drawSignature, fillRecipient, newCustomer, overlaysSettled, SECURITY_ANSWERS, signIn, skipTutorials, takeScreenshot, toast, type Customer } from './support';

/**
 * International transfers (SPEC 2.17, 2.19, 4, 8): a customer of this file's own sends EUR to
 * Germany and INR to India through a chosen NBFC partner, both through the authorization dialog,
 * and finds them in Recent Transfers; ADMIN001 marks the German one completed with a credit note;
 * the customer then sees the note and a notification. One story in four steps, in this order, on
 * one worker; no other file touches this customer or these recipients.
 */
test.describe.configure({ mode: 'serial' });

let sender: Customer;
test.beforeAll(async () => {
  sender = await newCustomer({ firstName: 'Imogen', lastName: 'Abroad', accounts: [{ accountType: 'checking', initialBalance: '5000.00' }], security: true });
});

/** Told apart from anything else on the page by a name no other journey uses. */
const GERMANY = { recipient: 'Lena Fischer', iban: 'DE89 3704 0044 0532 0130 00', amount: '150.00' };
const INDIA = { recipient: 'Priya Raman', accountNumber: '50100234567890', ifsc: 'hdfc0001234', amount: '20000.00' };
const CREDIT_NOTE = 'Credited to Lena Fischer at Deutsche Bank Berlin.';

test.beforeEach(async ({ context }) => {
  // Long journeys (a whole form, the dialog's own 1.5 s + 2 s, several pages) on a shared machine.
  test.slow();
  await skipTutorials(context);
});

async function checkingBalance(page: Page): Promise<bigint> {
  await page.goto('/accounts');
  const card = page.getByRole('article', { name: /^Checking account 80\d{6}$/ });
  await expect(card).toBeVisible();
  return cents((await card.getByTestId('account-balance').textContent()) ?? '');
}

/** Picks an option of an antd Select opened from its label. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option, visible: true }).first().click();
}

/** Review → confirm → signature → security question → the transfer is posted. */
async function reviewAndAuthorize(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review Transfer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm International Transfer' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm Transfer' }).click();

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

  const question = dialog.getByTestId('step-up-question');
  await expect(question).toBeVisible();
  const text = ((await question.textContent()) ?? '').trim();
  expect(Object.keys(SECURITY_ANSWERS)).toContain(text);
  await dialog.getByRole('textbox', { name: /Security question/ }).fill(SECURITY_ANSWERS[text]);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Authorization successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'International Transfer Authorized')).toBeVisible();
}

function recentItem(page: Page, recipient: string): Locator {
  return page.getByTestId('international-transfer-item').filter({ hasText: recipient });
}

async function fullPageShot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshot(page, { path, fullPage: true });
}

test('EUR to Germany: the live summary is what the server books, through the authorization dialog', async ({ page }) => {
  await signIn(page, sender);
  const before = await checkingBalance(page);

  await page.goto('/international-transfer');
  // The 'international-transfer' tutorial points at these (features/tutorials/tutorials.ts).
  for (const target of ['international-from-account', 'international-country', 'international-recipient', 'international-amount', 'international-submit']) {
    await expect(page.locator(`[data-tour="${target}"]`)).toBeVisible();
  }
  await choose(page, 'From Account', /Checking/);
  // Countries are grouped by how the bank delivers, each with its fee and time.
  await page.getByRole('combobox', { name: 'Destination Country', exact: true }).click();
  await page.keyboard.type('Germany');
  await expect(page.locator('.ant-select-item-group').filter({ hasText: 'Direct bank transfer' })).toBeVisible();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Germany', visible: true }).first()).toContainText(/fee [\d.]+% · \d+ hours?/);
  await page.locator('.ant-select-item-option').filter({ hasText: 'Germany', visible: true }).first().click();
  // India only: no partner picker and no IFSC field for Germany; an IBAN is asked for.
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByLabel('IFSC Code')).toHaveCount(0);

  await fillRecipient(page, { name: GERMANY.recipient, address: 'Friedrichstrasse 123, 10117 Berlin', bank: 'Deutsche Bank', bic: 'DEUTDEFF', account: 'DE00 1234' });
  await page.getByLabel('Amount', { exact: true }).fill(GERMANY.amount);
  await choose(page, 'Currency', 'EUR');
  await page.getByLabel('Purpose of Transfer').fill('Deposit for a flat in Berlin');
  // A wrong IBAN is caught on the page, with the contract's message.
  await page.getByRole('button', { name: 'Review Transfer' }).click();
  await expect(page.getByText('Account number must be a valid IBAN for the recipient country')).toBeVisible();
  await page.getByRole('textbox', { name: 'IBAN' }).fill(GERMANY.iban);
  await expect(page.getByText('Account number must be a valid IBAN for the recipient country')).toHaveCount(0);

  // The summary: amount, fee, total in EUR, the rate and the total debited in USD.
  const summary = page.locator('.intl-summary');
  await expect(summary).toContainText('€150.00');
  await expect(summary).toContainText(/1 EUR = \d+\.\d{6} USD/);
  const debitText = (await page.getByTestId('intl-summary-debit').textContent()) ?? '';
  const debit = cents(debitText);
  expect(debit).toBeGreaterThan(0n);
  await fullPageShot(page, 'test-results/international-germany-1280.png');

  await reviewAndAuthorize(page);
  // Its receipt takes the form's place; 'Make another transfer' brings back an empty form.
  await page.getByTestId('transfer-receipt').getByRole('button', { name: 'Make another transfer' }).click();
  await expect(page.getByLabel('Recipient Name')).toHaveValue('');

  const item = recentItem(page, GERMANY.recipient);
  await expect(item).toBeVisible();
  await expect(item).toContainText('€150.00');
  await expect(item).toContainText('Germany');
  // What left the account is what the summary said, to the cent.
  await expect(item).toContainText(`${debitText.trim()} debited`);
  expect(await checkingBalance(page)).toBe(before - debit);
});

test('INR to India through a chosen NBFC partner, with an IFSC code', async ({ page }) => {
  await signIn(page, sender);
  await page.goto('/international-transfer');
  await choose(page, 'From Account', /Checking/);
  await chooseCountry(page, 'India');

  // The partner picker: each partner with its fee, window and limit. Pick the second one.
  const partners = page.getByRole('radiogroup');
  await expect(partners.getByRole('radio')).toHaveCount(8);
  const chosen = partners.locator('.intl-partner').nth(1);
  const partnerName = ((await chosen.locator('.intl-partner__name').textContent()) ?? '').trim();
  const partnerFee = /Fee ([\d.]+%)/.exec((await chosen.textContent()) ?? '')![1];
  await chosen.click();
  await expect(partners.getByRole('radio', { name: new RegExp(partnerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeChecked();

  await fillRecipient(page, { name: INDIA.recipient, address: '14 MG Road, Bengaluru 560001', bank: 'HDFC Bank', account: INDIA.accountNumber });
  const ifsc = page.getByLabel('IFSC Code');
  await ifsc.fill('HDFC1234');
  await expect(page.getByText('IFSC code must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)')).toBeVisible();
  await ifsc.fill(INDIA.ifsc);
  await page.getByLabel('Amount', { exact: true }).fill(INDIA.amount);
  await choose(page, 'Currency', 'INR');
  await page.getByLabel('Purpose of Transfer').fill('Family support for my parents');

  // The chosen partner's fee applies: shown with the total in rupees and in dollars.
  const summary = page.locator('.intl-summary');
  await expect(summary).toContainText(`Fee (${partnerFee})`);
  await expect(summary).toContainText('₹20,000.00');
  await expect(summary).toContainText(partnerName);
  const debitText = ((await page.getByTestId('intl-summary-debit').textContent()) ?? '').trim();

  await page.setViewportSize({ width: 375, height: 812 });
  await fullPageShot(page, 'test-results/international-india-375.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  await reviewAndAuthorize(page);
  const item = recentItem(page, INDIA.recipient);
  await expect(item).toContainText('₹20,000.00');
  await expect(item).toContainText('India');
  await expect(item).toContainText(`${debitText} debited`);
  // Both transfers are in Recent Transfers, newest first.
  await expect(page.getByTestId('international-transfer-item').first()).toContainText(INDIA.recipient);
  await expect(recentItem(page, GERMANY.recipient)).toBeVisible();
  await fullPageShot(page, 'test-results/international-1280.png');
});

test('ADMIN001 marks the German transfer completed with a credit note', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await page.getByRole('tab', { name: 'International Transfers' }).click();

  const row = page.getByRole('row').filter({ hasText: GERMANY.recipient });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: INDIA.recipient })).toBeVisible();
  // Filtering by country leaves the German one only.
  const countryFilter = page.getByRole('combobox', { name: 'Filter by country', exact: true });
  await countryFilter.click();
  await countryFilter.fill('Germany');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Germany (DEU)', visible: true }).click();
  await expect(page.getByRole('row').filter({ hasText: INDIA.recipient })).toHaveCount(0);
  await expect(row).toBeVisible();
  // A search by the sender's customer ID leaves their transfers only.
  const search = page.getByRole('searchbox', { name: 'Search international transfers' });
  await search.fill(sender.customerId.toLowerCase());
  await search.press('Enter');
  await expect(row).toBeVisible();
  const transfers = page.locator('.ant-table').filter({ has: page.getByRole('columnheader', { name: 'Reference' }) });
  await expect(transfers.locator('.ant-table-row').filter({ hasNotText: sender.customerId })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await fullPageShot(page, 'test-results/admin-international-375.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await fullPageShot(page, 'test-results/admin-international-1280.png');

  await row.getByRole('button', { name: /Edit status/i }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit status/ });
  await expect(dialog).toBeVisible();
  await overlaysSettled(page);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^Completed$/, visible: true }).click();
  await dialog.getByLabel('Admin notes').fill('Confirmed with the correspondent bank.');
  await dialog.getByLabel('Credit note (visible to the customer)').fill(CREDIT_NOTE);
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(toast(page, 'Status Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  // One status model (issue 28.8): staff read the stored status by its label.
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
});

test('the sender sees the credit note on the completed transfer and a notification', async ({ page }) => {
  await signIn(page, sender);
  await page.goto('/international-transfer');
  const item = recentItem(page, GERMANY.recipient);
  await expect(item.getByText('Completed', { exact: true })).toBeVisible();
  await expect(item.getByTestId('international-credit-note')).toContainText(CREDIT_NOTE);
  await fullPageShot(page, 'test-results/international-completed-1280.png');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: /^Notifications/ });
  await expect(panel.getByTestId('notification-item').filter({ hasText: CREDIT_NOTE }).first()).toBeVisible();
});
