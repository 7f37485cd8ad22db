import { expect, test } from '@playwright/test';
import { newCustomer, signInWithForm, skipTutorials, toast, widerThanThePage } from './support';
import { photograph, WIDTHS } from './experience-support';

/**
 * Issue 28 item 11: a new customer's first visit is welcomed, not welcomed back, and names no
 * "last login" (the current one is no news); the next visit names the one before.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

for (const viewport of WIDTHS) {
  test(`the first visit says welcome, the second welcome back with the last login at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const customer = await newCustomer({ firstName: 'Faye', lastName: 'First' });
    await signInWithForm(page, customer);
    await expect(toast(page, 'Welcome!')).toContainText('Hello Faye, welcome to Meridian Private Bank.');
    await expect(page.getByRole('heading', { name: 'Welcome, Faye' })).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.getByText(/Last login/)).toHaveCount(0);
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `first-visit-${viewport.width}`);

    await page.context().clearCookies();
    await signInWithForm(page, customer);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Faye' })).toBeVisible();
    // The header's last login is a desktop detail (the phone's header has no room for it).
    if (viewport.width > 600) await expect(page.getByText(/Last login: Today/)).toBeVisible();
  });
}
