import { expect, test } from '@playwright/test';
import { DEMO, signIn, signInFromLandingPage, skipTutorials, toast } from '../support';

/**
 * The idle session timeout (SPEC 2.3): a bank-wide setting, so this runs in the `bank-wide`
 * project, alone, after every other journey (playwright.config.ts), and puts the default back.
 */

test.describe('idle session timeout', () => {
  // Runs even when the test times out: the other journeys need the default 15 minutes back.
  test.afterAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      const login = await api.post('/api/login', { data: { customerId: DEMO.admin.customerId, password: DEMO.admin.password } });
      expect(login.status()).toBe(200);
      const restored = await api.patch('/api/admin/sessions/timeout', { data: { timeoutMinutes: 15 } });
      expect(restored.status()).toBe(200);
      expect(await restored.json()).toMatchObject({ timeoutMinutes: 15 });
    } finally {
      await api.dispose();
    }
  });

  test('the countdown reaching zero signs the customer out, on the client and the server', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const adminContext = await browser.newContext({ baseURL });
    const customerContext = await browser.newContext({ baseURL });
    try {
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, DEMO.admin);
      const shortened = await adminPage.request.patch('/api/admin/sessions/timeout', { data: { timeoutMinutes: 1 } });
      expect(shortened.status()).toBe(200);
      expect(await shortened.json()).toMatchObject({ timeoutMinutes: 1 });
      await adminContext.close();

      await skipTutorials(customerContext);
      const page = await customerContext.newPage();
      await page.clock.install();
      await signInFromLandingPage(page, DEMO.alex);

      const timer = page.getByRole('timer', { name: 'Session time remaining' });
      await expect(timer).toHaveText(/Session: (01:00|00:5\d)/);
      // At 5 minutes or less the Extend button is offered straight away.
      await expect(page.getByRole('button', { name: 'Extend' })).toBeVisible();

      // With a one-minute timeout the 120 s warning never applies; the 30 s one does.
      await page.clock.fastForward(32_000);
      await expect(timer).toHaveText(/Session: 00:[0-2]\d/);
      const warning = toast(page, 'Session Expiring Soon');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('You will be signed out in 30 seconds due to inactivity.');

      // A second at a time, so the page renders between the jumps: one 30 s jump can carry the
      // fake clock past the 2 s in which the app still knows it ended the session itself.
      const loggedOut = toast(page, 'You have been logged out due to inactivity.');
      for (let second = 0; second < 40 && !(await loggedOut.isVisible()); second++) await page.clock.fastForward(1_000);
      await expect(loggedOut).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: /Your wealth, beyond borders/ })).toBeVisible();

      // The server session is gone too, not just the client's cache.
      await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(401);
    } finally {
      await customerContext.close();
      await adminContext.close();
    }
  });
});
