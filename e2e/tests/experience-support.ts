import { expect, request, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO, overlaysSettled, takeScreenshot } from './support';

/**
 * What the experience journeys (issue 28, e2e/tests/experience-*.spec.ts) share. Each journey
 * arranges its own customer through the admin API, so none depends on another's order or
 * changes the demo customers the other specs sign in as.
 */

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };
export const WIDTHS = [DESKTOP, PHONE] as const;

/** A full-page screenshot in the test's output folder, once no overlay or field message is still fading in. */
export async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await overlaysSettled(page);
  await expect(page.locator('.ant-show-help-appear, .ant-show-help-enter')).toHaveCount(0);
  await takeScreenshot(page, { path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** An API client signed in as someone (its own cookie jar). */
export async function apiSignedIn(baseURL: string, who: { customerId: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/login', { data: { customerId: who.customerId, password: who.password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return api;
}

export interface NewCustomer {
  id: string;
  customerId: string;
  password: string;
  firstName: string;
  lastName: string;
  accountId: string;
  accountNumber: string;
}

let made = 0;

/** A customer with a USD checking account, made by ADMIN001: no security set up, nothing shared. */
export async function aNewCustomer(baseURL: string, firstName: string, openingBalance = '500.00'): Promise<NewCustomer> {
  const admin = await apiSignedIn(baseURL, DEMO.admin);
  try {
    made += 1;
    const customerId = `X${Date.now().toString().slice(-6)}${made}${Math.floor(Math.random() * 90 + 10)}`;
    const password = 'Welcome-2026';
    const lastName = 'Tester';
    const created = await admin.post('/api/admin/users', {
      data: { customerId, email: `${customerId.toLowerCase()}@example.test`, password, firstName, lastName },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { user } = (await created.json()) as { user: { id: string } };
    const opened = await admin.post('/api/admin/accounts', { data: { userId: user.id, accountType: 'checking', currency: 'USD', initialBalance: openingBalance } });
    expect(opened.ok(), await opened.text()).toBeTruthy();
    const { account } = (await opened.json()) as { account: { id: string; accountNumber: string } };
    return { id: user.id, customerId, password, firstName, lastName, accountId: account.id, accountNumber: account.accountNumber };
  } finally {
    await admin.dispose();
  }
}

/** Every toast on screen (antd notifications), whatever its role. */
export function toasts(page: Page): Locator {
  return page.locator('.ant-notification-notice');
}

/** Whether two boxes overlap (touching edges do not). */
export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Errors the page threw, unhandled promise rejections included: a journey ends with none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
