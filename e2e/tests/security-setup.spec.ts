import { expect, test, type Locator, type Page } from '@playwright/test';
import { drawSignature, newCustomer, SECURITY_ANSWERS, signIn, skipTutorials } from './support';

/**
 * The security setup wizard (SPEC 2.15, 4, 8): a new customer starts with nothing set up, saves
 * three questions, is stopped from saving an empty signature, draws one and reaches the completion
 * card; a customer with security set up replaces it. Each with a customer of its own.
 */


test.beforeEach(async ({ context }) => {
  // The security-setup tutorial would auto-start a modal over the wizard (SPEC 2.7).
  await skipTutorials(context);
});

function toast(page: Page, text: string | RegExp, role: 'alert' | 'status' = 'status'): Locator {
  return page.getByRole(role).filter({ hasText: text });
}


const QUESTIONS = [
  { question: "What is your mother's maiden name?", answer: 'Fernandes' },
  { question: 'What was the make of your first car?', answer: 'Volvo' },
  { question: 'What was your childhood nickname?', answer: 'Sammy' },
];

test('a customer without security sets up questions and a signature from scratch', async ({ page }) => {
  await signIn(page, await newCustomer({ firstName: 'Sasha' }));
  await page.goto('/security-setup');

  const status = page.locator('[data-tour="security-status"]');
  await expect(status.getByRole('heading', { name: 'Current Security Status' })).toBeVisible();
  await expect(status).toContainText('Not set up');
  await expect(status).toContainText('Not registered');

  // Step 1: three questions and answers.
  for (const [index, { question, answer }] of QUESTIONS.entries()) {
    const slot = index + 1;
    // Type to filter and take the match with Enter: clicking an option of the animated,
    // virtualized list is racy.
    await page.getByLabel(`Security question ${slot}`).fill(question);
    await page.keyboard.press('Enter');
    await expect(page.locator('.security-question__question').nth(index)).toContainText(question);
    await page.getByLabel(`Answer ${slot}`).fill(answer);
  }
  await page.getByRole('button', { name: 'Save Security Questions' }).click();
  await expect(toast(page, 'Security Questions Saved')).toBeVisible();
  await expect(status).toContainText('Configured');

  // Step 2: an empty pad is refused, a drawn one is registered.
  const signatureStep = page.locator('[data-tour="security-signature"]');
  await expect(signatureStep).toBeVisible();
  await signatureStep.getByRole('button', { name: 'Save Signature' }).click();
  await expect(toast(page, 'Signature Required', 'alert')).toContainText('Please draw your signature before saving.');

  await drawSignature(page, signatureStep.getByRole('img', { name: /Signature pad/ }));
  await signatureStep.getByRole('button', { name: 'Save Signature' }).click();
  await expect(toast(page, 'Signature Registered')).toBeVisible();

  // Complete: the card, the updated status and the way back.
  await expect(page.getByRole('heading', { name: 'Security Setup Complete' })).toBeVisible();
  await expect(status).toContainText('Registered');
  await expect(status).toContainText('Ready');
  await page.getByRole('button', { name: 'Return to Banking' }).click();
  await expect(page).toHaveTitle(/^Dashboard\b/);
});

test('replacing security already set up asks for the password once, and not again for the signature', async ({ page }) => {
  const customer = await newCustomer({ firstName: 'Reese', security: true });
  await signIn(page, customer);
  await page.goto('/security-setup?step=questions');

  // The customer's own questions are preselected; new answers to them.
  for (const slot of Object.keys(SECURITY_ANSWERS).keys()) await page.getByLabel(`Answer ${slot + 1}`).fill(`New answer ${slot + 1}`);
  const password = page.getByLabel('Current Password');
  await password.fill('not-my-password');
  await page.getByRole('button', { name: 'Save Security Questions' }).click();
  await expect(page.locator('.ant-form-item').filter({ has: password })).toContainText('Current password is incorrect');

  await password.fill(customer.password);
  await page.getByRole('button', { name: 'Save Security Questions' }).click();
  await expect(toast(page, 'Security Questions Saved')).toBeVisible();
  const signatureStep = page.locator('[data-tour="security-signature"]');
  await expect(signatureStep).toBeVisible();
  await expect(signatureStep.getByLabel('Current Password')).toHaveCount(0);
});
