import { expect, test } from '@playwright/test';
import { PaymentMessages } from '@bank/contracts/payments';
import { DESKTOP, PHONE, photograph } from './experience-support';
import { chooseCountry, fillRecipient, newCustomer, signIn, skipTutorials } from './support';

/**
 * Issue 28 item 2: the transfer form says what is left today, this month and for this payee, and
 * refuses an amount over any of them (or over the funds) before the confirm dialog and any signing.
 */
test('the transfer form shows the limits left for the payee and refuses an amount over them before signing', async ({ page }, testInfo) => {
  const payee = await newCustomer({ firstName: 'Pat', accounts: [{ accountType: 'checking', initialBalance: '0.00' }] });
  const payer = await newCustomer({ firstName: 'Lee', accounts: [{ accountType: 'checking', initialBalance: '20000.00' }], security: true });
  await skipTutorials(page.context());
  await signIn(page, payer);
  await page.goto('/transfer');
  await page.getByRole('combobox', { name: 'From Account', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /Checking/, visible: true }).first().click();
  await page.getByLabel('To Account Number').fill(payee.accounts[0].accountNumber);
  await expect(page.getByText('Left today $10,000.00, this month $50,000.00, to this payee $5,000.00 (USD)', { exact: false })).toBeVisible();

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.getByLabel(/^Amount/).fill('6000');
    await page.getByLabel('Description').fill('Too much for one payee');
    await page.getByRole('button', { name: 'Transfer Money' }).click();
    await expect(page.getByText(PaymentMessages.PAYEE_DAILY_LIMIT)).toBeVisible();
    // Nothing to confirm or sign.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await photograph(page, testInfo, `transfer-payee-limit-${viewport.width}`);
  }

  // Over the funds: said on the form too.
  await page.getByLabel(/^Amount/).fill('25000');
  await page.getByRole('button', { name: 'Transfer Money' }).click();
  await expect(page.getByText(PaymentMessages.INSUFFICIENT_FUNDS)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Within the limits: on to the confirm dialog.
  await page.getByLabel(/^Amount/).fill('4000');
  await page.getByRole('button', { name: 'Transfer Money' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the international form shows the limits left for the recipient and refuses an amount over them before signing', async ({ page }, testInfo) => {
  const payer = await newCustomer({ firstName: 'Noor', accounts: [{ accountType: 'checking', initialBalance: '20000.00' }], security: true });
  await skipTutorials(page.context());
  await signIn(page, payer);
  await page.goto('/international-transfer');
  await page.getByRole('combobox', { name: 'From Account', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /Checking/, visible: true }).first().click();
  await chooseCountry(page, 'Germany');
  await fillRecipient(page, { name: 'Jonas Vogel', address: 'Schillerstrasse 4, 80336 Munich', bank: 'Commerzbank', account: 'DE89 3704 0044 0532 0130 00' });
  await expect(page.getByText('Left today $10,000.00, this month $50,000.00, to this payee $5,000.00 (USD)')).toBeVisible();

  // 4,700 EUR with the fee is more than 5,000 USD: the payee's limit, said on the form.
  await page.getByRole('combobox', { name: 'Currency', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^EUR$/, visible: true }).click();
  await page.getByLabel('Amount', { exact: true }).fill('4700');
  await page.getByLabel('Purpose of Transfer').fill('Too much for one recipient');
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Review Transfer' }).click();
    await expect(page.getByText(PaymentMessages.PAYEE_DAILY_LIMIT).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await photograph(page, testInfo, `international-payee-limit-${viewport.width}`);
  }

  // Within the limits: on to the review.
  await page.getByLabel('Amount', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Review Transfer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
