import { expect, type Page } from '@playwright/test';

export const DEMO = {
  alex: { customerId: 'DEMO001', password: 'Demo!2026', firstName: 'Alex' },
  sam: { customerId: 'DEMO002', password: 'Demo!2026', firstName: 'Sam' },
  admin: { customerId: 'ADMIN001', password: 'Admin!2026', firstName: 'Morgan' },
} as const;

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, who: { customerId: string; password: string; firstName: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Customer ID').fill(who.customerId);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
