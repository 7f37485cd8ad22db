import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { demoSignatureDataUrl } from '../../backend/src/demo/signature-image';
import { DESKTOP, PHONE, photograph } from './experience-support';
import { newCustomer, signAndContinue, signIn, signInWithForm, skipTutorials, startTransfer, toast, type Person } from './support';

/**
 * Sign-in verification (issue 27 item 1): a customer turns on an authenticator app in Settings,
 * then signs in with password + code, or with a recovery code once. The test is the app: it
 * computes the codes from the secret the page shows.
 */
const codeFor = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

async function passwordStep(page: Page, who: Person): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Customer ID').fill(who.customerId);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Enter the 6-digit code your authenticator app shows for this bank.')).toBeVisible();
}

test('turn on sign-in verification with a code computed from the shown key, sign in with password and code, then with a recovery code once', async ({ page }, testInfo) => {
  const customer = await newCustomer({ firstName: 'Robin' });
  await signInWithForm(page, customer);
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Turn On Sign-in Verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('.totp-secret').first().innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await photograph(page, testInfo, 'sign-in-verification-enrol-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'sign-in-verification-enrol-375');
  await page.setViewportSize(DESKTOP);

  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Confirm and Turn On' }).click();
  await expect(page.getByText('The verification code is not valid')).toBeVisible();
  await page.getByLabel('Verification code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and Turn On' }).click();
  await expect(page.getByText('Save your recovery codes now')).toBeVisible();
  const recoveryCodes = await page.locator('.recovery-codes code').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await photograph(page, testInfo, 'sign-in-verification-recovery-codes-1280');
  await page.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(page.locator('.ant-card').filter({ hasText: 'Sign-in Verification' }).getByText('On', { exact: true })).toBeVisible();

  // Signed out, the password alone is not enough: the next step's code completes the sign-in
  // (the enrolment spent this step's code; the bank accepts one step either side).
  await passwordStep(page, customer);
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'sign-in-verification-login-375');
  await page.setViewportSize(DESKTOP);
  await page.getByLabel('Verification code').fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once.
  await passwordStep(page, customer);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await passwordStep(page, customer);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(toast(page, 'The verification code is not valid', 'alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('with sign-in verification on, a transfer is authorized with the signature and the app\'s code instead of a security question', async ({ page }, testInfo) => {
  // No security questions: with the app on, the signature and the code are all a transfer needs.
  const payer = await newCustomer({ firstName: 'Morgan', accounts: [{ accountType: 'checking', initialBalance: '200.00' }] });
  const payee = await newCustomer({ firstName: 'Quinn', accounts: [{ accountType: 'checking', initialBalance: '10.00' }] });
  await skipTutorials(page.context());
  await signIn(page, payer);
  // Enrolment itself is the journey above; here through the API, the test being the app.
  const started = await page.request.post('/api/user/2fa/enable');
  expect(started.ok(), await started.text()).toBeTruthy();
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await page.request.post('/api/user/2fa/confirm', { data: { code: codeFor(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const signature = await page.request.post('/api/auth/signature', { data: { signatureData: demoSignatureDataUrl() } });
  expect(signature.ok(), await signature.text()).toBeTruthy();

  const dialog = await startTransfer(page, payee.accounts[0].accountNumber, '12.50', 'Concert tickets');
  // The form's setup status has long arrived: no "set up your security questions" warning.
  await expect(page.getByText('Set up transfer security first')).toHaveCount(0);
  await signAndContinue(page, dialog);

  // The app's code, not a security question.
  const code = dialog.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeVisible();
  await expect(dialog.getByTestId('step-up-question')).toHaveCount(0);
  await photograph(page, testInfo, 'transfer-authorization-code-1280');
  await page.setViewportSize(PHONE);
  await photograph(page, testInfo, 'transfer-authorization-code-375');
  await page.setViewportSize(DESKTOP);

  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Incorrect code. 2 attempts remaining.');
  // The enrolment spent this step's code: the next one authorizes.
  await code.fill(codeFor(secret, 30));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Authorization successful')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Transfer Successful')).toContainText('Your money has been transferred successfully.');
});
