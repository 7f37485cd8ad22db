import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDemoSession, clickInDialog, DEMO, openUserMenu, overlaysSettled, skipTutorials } from './support';

/**
 * DESIGN 7: keyboard and screen-reader usable, checked as "no serious or critical axe-core
 * violations" (WCAG 2.1 A/AA rules) on every main page and on the overlays of the shell.
 */

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  // Only the violations are read, so axe lists no passing nodes (thousands on an admin table); and
  // it runs in the page itself (legacy mode), where by default each run is finished in a new blank
  // page, with axe injected again and the partial results copied over. The app has no
  // cross-origin frames, the one thing that mode cannot reach. A third of this file's time.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) => `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(report, `${what}: serious or critical axe violations`).toEqual([]);
}

/** A page is ready when its h1 is shown and the first round of requests has settled. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('signed out', () => {
  test('landing page', async ({ page }) => {
    await visit(page, '/', /Your wealth, beyond borders/);
    await expectNoSeriousViolations(page, 'landing');
  });

  test('login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login');
  });
});

test.describe('signed in', () => {
  // Each test opens its page straight away (visit checks its h1, so a lost session fails there).
  test.beforeEach(async ({ context }) => {
    await skipTutorials(context);
    await addDemoSession(context, DEMO.alex);
  });

  const PAGES: { path: string; heading: string | RegExp }[] = [
    { path: '/dashboard', heading: /^Welcome/ },
    { path: '/transfer', heading: 'Transfer Money' },
    { path: '/international-transfer', heading: 'International Transfer' },
    { path: '/transactions', heading: 'Transaction History' },
    { path: '/statements', heading: 'Statements' },
    { path: '/profile', heading: 'Profile' },
    { path: '/security-setup', heading: 'Security Setup' },
    { path: '/notifications', heading: 'Notifications' },
    { path: '/help', heading: 'Help & Support' },
  ];

  for (const { path, heading } of PAGES) {
    test(`${path}`, async ({ page }) => {
      await visit(page, path, heading);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('/settings, every tab', async ({ page }) => {
    await visit(page, '/settings', 'Account Settings');
    for (const tab of ['Profile', 'Security', 'Notifications', 'Banking']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `/settings ${tab}`);
    }
  });

  test('notification popover, support chat and tutorials', async ({ page }) => {
    await visit(page, '/dashboard', /^Welcome/);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: /^Notifications/ })).toBeVisible();
    await overlaysSettled(page);
    await expectNoSeriousViolations(page, 'notification popover');
    await page.keyboard.press('Escape');

    await openUserMenu(page, /Alex Morgan/); // a click on the menu while it slides in does nothing
    await page.getByRole('menuitem', { name: 'Chat Support' }).click();
    await expect(page.getByRole('dialog', { name: /Support/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Chat Support' })).toBeHidden(); // its fade-out would read as low contrast
    await overlaysSettled(page);
    await expectNoSeriousViolations(page, 'support chat');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Tutorials' })).toBeVisible();
    await overlaysSettled(page);
    await expectNoSeriousViolations(page, 'tutorial library');
    await page.getByRole('button', { name: 'Replay Stay on Top of Notifications' }).click();
    const intro = page.getByRole('dialog', { name: 'Stay on Top of Notifications' });
    await expect(intro).toBeVisible();
    await overlaysSettled(page);
    await expectNoSeriousViolations(page, 'tutorial intro');
    await intro.getByRole('button', { name: 'Start Tutorial' }).click();
    await expect(page.getByRole('dialog', { name: 'Your notification bell' })).toBeVisible();
    await overlaysSettled(page);
    await expectNoSeriousViolations(page, 'tutorial step');
  });

  // The journeys run with less motion asked for (playwright.config.ts): there antd's popups once
  // stayed 8,000 px above the page, their opening motion cut short (the user menu could not be
  // used). This one opens the same popups with the usual motion, as most customers have it.
  test.describe('with the usual motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the user menu, the support chat, a select and a tutorial open in view and work', async ({ page }) => {
      await visit(page, '/dashboard', /^Welcome/);
      await openUserMenu(page, /Alex Morgan/);
      const chatItem = page.getByRole('menuitem', { name: 'Chat Support' });
      await expect(chatItem).toBeInViewport();
      await chatItem.click();
      const chat = page.getByRole('dialog', { name: /Support/ });
      await expect(chat).toBeInViewport();
      await overlaysSettled(page); // focus moves into the dialog once it has opened
      await page.keyboard.press('Escape');
      await expect(chat).toBeHidden();

      await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
      await clickInDialog(page, 'Tutorials', 'Replay Stay on Top of Notifications');
      await clickInDialog(page, 'Stay on Top of Notifications', 'Start Tutorial');
      const step = page.locator('.tutorial-tour.ant-tour');
      await expect(step).toBeInViewport();
      await expect(step).toContainText('Your notification bell');

      await visit(page, '/transfer', 'Transfer Money');
      const from = page.getByRole('combobox', { name: 'From Account', exact: true });
      await from.click();
      const checking = page.locator('.ant-select-item-option').filter({ hasText: /Checking/, visible: true }).first();
      await expect(checking).toBeInViewport();
      await overlaysSettled(page);
      await checking.click();
      await expect(from.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Checking');
    });
  });

  test('/admin for a customer: the Access Denied screen', async ({ page }) => {
    await visit(page, '/admin', 'Access Denied');
    await expectNoSeriousViolations(page, 'Access Denied');
  });

  test('mobile width: dashboard and the menu drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/dashboard', /^Welcome/);
    await expectNoSeriousViolations(page, 'dashboard at 375 px');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await overlaysSettled(page); // axe reads a drawer's text as low contrast while it still fades in
    await expectNoSeriousViolations(page, 'menu drawer at 375 px');
  });
});

test.describe('administrator', () => {
  test.beforeEach(async ({ context }) => {
    await skipTutorials(context);
    await addDemoSession(context, DEMO.admin);
  });

  for (const width of [1280, 375]) {
    test(`/admin, every tab at ${width} px`, async ({ page }) => {
      test.slow(); // ten tabs, each analysed
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/admin', 'Admin Panel');
      for (const tab of ['Users', 'Accounts', 'Cards', 'Applications', 'Payments', 'Security', 'Sessions', 'Create User', 'Create Account', 'Audit']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
        await page.waitForLoadState('networkidle');
        await overlaysSettled(page);
        await expectNoSeriousViolations(page, `/admin ${tab} at ${width} px`);
      }
    });

    test(`/admin Payments → International Transfers with the exchange rate dialog at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/admin', 'Admin Panel');
      await page.getByRole('tab', { name: 'Payments', exact: true }).click();
      await page.getByRole('tab', { name: 'International Transfers' }).click();
      await expect(page.getByRole('heading', { name: 'Exchange Rates' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `International Transfers at ${width} px`);
      await page.getByRole('button', { name: 'Edit EUR rate' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit rate: EUR' })).toBeVisible();
      await overlaysSettled(page);
      await expectNoSeriousViolations(page, `the exchange rate dialog at ${width} px`);
    });
  }
});
