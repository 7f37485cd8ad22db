import { expect, test, type Page } from '@playwright/test';
import { demoSignatureDataUrl } from '../../backend/src/demo/signature-image';
import { DESKTOP, PHONE, photograph } from './experience-support';
import { newCustomer, signAndContinue, signInWithForm, skipTutorials, startTransfer, toast } from './support';

/**
 * Passkeys (issue 27 item 2): a customer registers a passkey in Settings → Security, signs out,
 * signs in with the password and the passkey, and authorizes a transfer with it. The passkey is
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator with a resident
 * key that verifies the user, so every ceremony is the browser's own WebAuthn, not a stand-in.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ credentials: () => Promise<{ signCount: number }[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test('register a passkey, sign out, sign in with password and passkey, authorize a transfer with it', async ({ page }, testInfo) => {
  const payer = await newCustomer({ firstName: 'Avery', accounts: [{ accountType: 'checking', initialBalance: '300.00' }] });
  const payee = await newCustomer({ firstName: 'Blake', accounts: [{ accountType: 'checking', initialBalance: '10.00' }] });
  await skipTutorials(page.context());
  const authenticator = await addVirtualAuthenticator(page);

  await signInWithForm(page, payer);
  await page.goto('/settings?tab=security');
  const card = page.locator('.ant-card').filter({ hasText: 'Sign-in Verification: Passkeys' });
  await expect(card.getByText('None', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(card.getByText('Name your passkey, e.g. "Work laptop"')).toBeVisible();
  await card.getByLabel('Passkey name').fill('Work laptop');
  await card.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(toast(page, 'Passkey added')).toBeVisible();
  await expect(card.getByText('Work laptop')).toBeVisible();
  await expect(card.getByText('1 passkey', { exact: true })).toBeVisible();
  await expect(card.getByText(/not used yet/)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await photograph(page, testInfo, 'passkeys-settings-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'passkeys-settings-375');
  await page.setViewportSize(DESKTOP);

  // Signed out, the password is followed by the passkey.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Customer ID').fill(payer.customerId);
  await page.getByLabel('Password').fill(payer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Confirm it is you with your passkey')).toBeVisible();
  await photograph(page, testInfo, 'passkeys-login-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'passkeys-login-375');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Sign In with a Passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await authenticator.credentials())[0].signCount).toBeGreaterThan(0);

  // No security questions: the signature and the passkey authorize a transfer.
  const signature = await page.request.post('/api/auth/signature', { data: { signatureData: demoSignatureDataUrl() } });
  expect(signature.ok(), await signature.text()).toBeTruthy();
  const dialog = await startTransfer(page, payee.accounts[0].accountNumber, '42.00', 'Dinner');
  await expect(page.getByText('Set up transfer security first')).toHaveCount(0);
  await signAndContinue(page, dialog);
  await expect(dialog.getByText('Confirm this transfer with your passkey')).toBeVisible();
  await expect(dialog.getByTestId('step-up-question')).toHaveCount(0);
  await photograph(page, testInfo, 'transfer-authorization-passkey-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'transfer-authorization-passkey-375');
  await page.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Use passkey' }).click();
  await expect(dialog.getByText('Authorization successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Transfer Successful')).toContainText('Your money has been transferred successfully.');
  const accounts = await (await page.request.get('/api/accounts')).json() as { id: string; balance: string }[];
  expect(accounts.find((a) => a.id === payer.accounts[0].id)?.balance).toBe('258.00');
});
