import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, PHONE, photograph } from './experience-support';
import { chooseCountry, clickInDialog, fillRecipient, newCustomer, overlaysSettled, SECURITY_ANSWERS, signAndContinue, signIn, skipTutorials, startTransfer, takeScreenshot, type Customer } from './support';

/**
 * Receipts (issue 28 item 13): a domestic and an international transfer end on a receipt with the
 * amounts and the reference, whose Download PDF gives the PDF; the same receipt is reached from
 * Recent Transfers (the PDF and the details) and from History. Customers of this file's own.
 */
test.describe.configure({ mode: 'serial' });

let payer: Customer;
let payee: Customer;
test.beforeAll(async () => {
  payer = await newCustomer({ firstName: 'Rhea', lastName: 'Receipt', accounts: [{ accountType: 'checking', initialBalance: '3000.00' }], security: true });
  payee = await newCustomer({ firstName: 'Paulo', lastName: 'Payee' });
});

test.beforeEach(async ({ context, page }) => {
  // Whole forms and the authorization dialog's own pauses, on a shared machine.
  test.slow();
  await skipTutorials(context);
  await page.setViewportSize(DESKTOP);
});

/** The authorization dialog's question answered, once the signature was taken. */
async function answerQuestion(dialog: Locator): Promise<void> {
  const question = ((await dialog.getByTestId('step-up-question').textContent()) ?? '').trim();
  await dialog.getByRole('textbox', { name: /Security question/ }).fill(SECURITY_ANSWERS[question]);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

/** Clicks a link that downloads a file and checks it is a PDF called receipt-<reference>.pdf. */
async function downloadsReceipt(page: Page, link: Locator, reference: string): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
}

/** Photographs the receipt at 1280 and 375 px, back at 1280 after. */
async function photographBothWidths(page: Page, name: string): Promise<void> {
  await photograph(page, test.info(), `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('transfer-receipt')).toBeVisible();
  await photograph(page, test.info(), `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

test('a domestic transfer ends on its receipt, with the PDF, and the form comes back empty for another', async ({ page }) => {
  await signIn(page, payer);
  const to = payee.accounts[0].accountNumber;
  const dialog = await startTransfer(page, to, '37.25', 'Receipt journey');
  await signAndContinue(page, dialog);
  await answerQuestion(dialog);

  const receipt = page.getByTestId('transfer-receipt');
  await expect(receipt.getByRole('heading', { name: 'Transfer sent' })).toBeFocused();
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('$37.25');
  const reference = (await receipt.getByTestId('receipt-reference').textContent()) ?? '';
  expect(reference).toMatch(/^TXN\w+$/);
  await expect(receipt).toContainText(payer.accounts[0].accountNumber);
  await expect(receipt).toContainText(to);
  await expect(receipt).toContainText('Receipt journey');
  await expect(receipt).toContainText('Pending');
  await expect(page.getByLabel('Description')).toHaveCount(0);
  await photographBothWidths(page, 'receipt-domestic');

  await downloadsReceipt(page, receipt.getByRole('link', { name: `Download PDF receipt of ${reference}` }), reference);
  await receipt.getByRole('button', { name: 'Make another transfer' }).click();
  await expect(receipt).toBeHidden();
  await expect(page.getByLabel('Description')).toHaveValue('');

  // The same PDF from the transfer's row in History.
  await page.goto('/transactions');
  const row = page.locator('.txn-row').filter({ hasText: reference });
  await downloadsReceipt(page, row.getByRole('link', { name: `Receipt of ${reference} (PDF)` }), reference);
});

test('an international transfer ends on its receipt; Recent Transfers and History reach the same receipt', async ({ page }) => {
  await signIn(page, payer);
  await page.goto('/international-transfer');
  await page.getByRole('combobox', { name: 'From Account', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /Checking/, visible: true }).first().click();
  await chooseCountry(page, 'Germany');
  await fillRecipient(page, { name: 'Greta Quittung', address: 'Unter den Linden 5, 10117 Berlin', bank: 'Commerzbank', bic: 'COBADEFFXXX', account: 'DE89370400440532013000' });
  await page.getByLabel('Amount', { exact: true }).fill('120.00');
  await page.getByRole('combobox', { name: 'Currency', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'EUR', visible: true }).first().click();
  await page.getByLabel('Purpose of Transfer').fill('Receipt journey abroad');
  const debited = ((await page.getByTestId('intl-summary-debit').textContent()) ?? '').trim();
  expect(debited).toMatch(/^\$[\d,]+\.\d\d$/);

  await page.getByRole('button', { name: 'Review Transfer' }).click();
  await clickInDialog(page, 'Confirm International Transfer', 'Confirm Transfer');
  const dialog = page.getByRole('dialog', { name: 'Authorize Transfer' });
  await expect(dialog).toBeVisible();
  await signAndContinue(page, dialog);
  await answerQuestion(dialog);

  const receipt = page.getByTestId('transfer-receipt');
  await expect(receipt.getByRole('heading', { name: 'International transfer submitted' })).toBeFocused();
  await expect(receipt.getByTestId('receipt-amount')).toHaveText('€120.00');
  await expect(receipt.getByTestId('receipt-debited')).toHaveText(debited);
  await expect(receipt).toContainText(/1 EUR = \d+\.\d{6} USD/);
  await expect(receipt).toContainText('Greta Quittung');
  await expect(receipt).toContainText('••3000');
  const reference = (await receipt.getByTestId('receipt-reference').textContent()) ?? '';
  expect(reference).toMatch(/^INT\d{6}-\w{8}$/);
  await photographBothWidths(page, 'receipt-international');
  await downloadsReceipt(page, receipt.getByRole('link', { name: `Download PDF receipt of ${reference}` }), reference);

  await receipt.getByRole('button', { name: 'Make another transfer' }).click();
  await expect(page.getByLabel('Recipient Name')).toHaveValue('');

  // Recent Transfers: its PDF, and its details are the receipt's lines.
  const item = page.getByTestId('international-transfer-item').filter({ hasText: 'Greta Quittung' });
  await downloadsReceipt(page, item.getByRole('link', { name: `Receipt of ${reference} (PDF)` }), reference);
  await item.getByRole('button', { name: `Details of ${reference}` }).click();
  const details = page.getByRole('dialog', { name: 'Transfer details' });
  await expect(details.getByTestId('receipt-reference')).toHaveText(reference);
  await expect(details.getByTestId('receipt-amount')).toHaveText('€120.00');
  await expect(details.getByTestId('receipt-debited')).toHaveText(debited);
  await expect(details.getByRole('button', { name: 'Make another transfer' })).toHaveCount(0);
  // The dialog as the customer sees it (a full-page shot would paint the page behind it at the top).
  await overlaysSettled(page);
  await takeScreenshot(page, { path: test.info().outputPath('receipt-international-details-1280.png') });
  await page.setViewportSize(PHONE);
  await overlaysSettled(page);
  await takeScreenshot(page, { path: test.info().outputPath('receipt-international-details-375.png') });
  await page.setViewportSize(DESKTOP);
  await downloadsReceipt(page, details.getByRole('link', { name: `Download PDF receipt of ${reference}` }), reference);
  await details.getByRole('button', { name: 'Close' }).click();

  // History lists the transfer's transaction: its Receipt is the international receipt.
  await page.goto('/transactions');
  const row = page.locator('.txn-row').filter({ hasText: 'Greta Quittung' });
  await downloadsReceipt(page, row.getByRole('link', { name: /^Receipt of TXN/ }), reference);
});
