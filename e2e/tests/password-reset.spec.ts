import { expect, test } from '@playwright/test';
import { linkInMail, newCustomer, signedInElsewhere, signInWithForm, skipTutorials, toast, widerThanThePage } from './support';
import { photograph, WIDTHS } from './experience-support';

/**
 * Issue 28 item 12: forgot password by a link emailed through MailDev, and a changed email that
 * counts only once the link sent to it is opened. Each journey makes its own customer (both end
 * or change what other journeys would read).
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});
// Each journey waits for letters and opens pages in two browsers: longer than one page's 90 s.
test.describe.configure({ timeout: 180_000 });

const NEW_PASSWORD = 'Back-In-Again-2026';
const emailOf = (customerId: string) => `${customerId.toLowerCase()}@example.test`;

for (const viewport of WIDTHS) {
  const px = viewport.width;

  test(`forgot password: the emailed link sets a new password, works once, and the customer signs in with it at ${px} px`, async ({ page, browser }, testInfo) => {
    await page.setViewportSize(viewport);
    const customer = await newCustomer({ firstName: 'Robin' });
    // A session elsewhere ends with the reset: a thief's stolen one would.
    const elsewhere = await signedInElsewhere(browser, customer);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Email Me a Link' }).click();
    await expect(page.getByText('Enter your customer ID or email address')).toBeVisible();
    await photograph(page, testInfo, `forgot-password-${px}`);
    await page.getByLabel('Customer ID or email').fill(customer.customerId);
    await page.getByRole('button', { name: 'Email Me a Link' }).click();
    await expect(page.getByTestId('reset-requested')).toContainText("If the details match an account, we've emailed a link");
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `reset-requested-${px}`);

    const link = await linkInMail(emailOf(customer.customerId), 'Reset your password');
    expect(link).toMatch(/^\/reset-password\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    // The rules and messages of every password change.
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('something else');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await photograph(page, testInfo, `reset-form-${px}`);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByTestId('password-reset-done')).toContainText('every session of your account has ended');
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `reset-done-${px}`);

    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/login$/);
    await elsewhere.context().close();

    // The same link again: said once, and the request form offered.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('Yet-Another-One-2026');
    await page.getByLabel('Confirm New Password').fill('Yet-Another-One-2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This link has expired or was already used. Ask for a new one.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email Me a Link' })).toBeVisible();
    await photograph(page, testInfo, `reset-link-used-${px}`);

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signInWithForm(page, { ...customer, password: NEW_PASSWORD });
  });

  test(`a new email counts once the link sent to it is opened; pending, resend and cancel on the Profile page at ${px} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const customer = await newCustomer({ firstName: 'Quinn' });
    const oldEmail = emailOf(customer.customerId);
    const newEmail = `quinn.new.${oldEmail}`;
    await signInWithForm(page, customer);
    await page.goto('/profile');
    // A customer the admin made has no phone yet, and the Profile page requires one.
    await page.getByLabel('Phone').fill('+1 415 555 0123');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toContainText('We sent a link to your new email address');
    const pending = page.getByTestId('pending-email');
    await expect(pending).toContainText(`Pending verification: ${newEmail} — we sent a link`);
    await expect(page.getByLabel('Email')).toHaveValue(oldEmail);
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `profile-email-pending-${px}`);

    // The old address is told.
    await linkInMail(oldEmail, 'Security alert: Email change requested');

    const link = await linkInMail(newEmail, 'Confirm your new email address');
    expect(link).toMatch(/^\/verify-email-change\?token=/);
    await page.goto(link);
    await expect(page.getByTestId('email-change-verified')).toContainText(newEmail);
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `email-change-verified-${px}`);
    await page.getByRole('link', { name: 'Go to Your Profile' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);
    await expect(pending).toHaveCount(0);

    // Another change: its link sent again, then the change dropped; the email stays.
    await page.getByLabel('Email').fill(`quinn.other.${oldEmail}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(pending).toBeVisible();
    await pending.getByRole('button', { name: 'Resend' }).click();
    await expect(toast(page, 'We sent the link to your new email address again.')).toBeVisible();
    await pending.getByRole('button', { name: 'Cancel' }).click();
    await expect(toast(page, 'The email change was cancelled')).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  });
}
