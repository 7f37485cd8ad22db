import { expect, test } from '@playwright/test';
import { DEMO, newCustomer, signIn, skipTutorials, widerThanThePage } from './support';
import { photograph, WIDTHS } from './experience-support';

/**
 * Issue 28 item 17 (helper x2): the audit list names its targets (the customer's name and id, an
 * account's number) and finds the entries on one customer by their customer id.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

for (const viewport of WIDTHS) {
  test(`the audit list is searched by customer and names them at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    // Made by ADMIN001 through the back office's API: a user and a checking account, both audited.
    const customer = await newCustomer({ firstName: 'Audrey', lastName: 'Trail' });
    await signIn(page, DEMO.admin);
    // Accounts' copy of the customer (what names them) follows the creation through the outbox.
    await expect.poll(async () => {
      const response = await page.request.get(`/api/admin/audit?customerId=${customer.customerId}`);
      return ((await response.json()) as { items: unknown[] }).items.length;
    }).toBe(2);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByRole('searchbox', { name: 'Filter by customer' }).fill(customer.customerId.toLowerCase());
    await page.getByRole('searchbox', { name: 'Filter by customer' }).press('Enter');

    const rows = page.locator('.audit-table tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    const account = rows.filter({ hasText: 'Account created' });
    await expect(account).toContainText(`Account ${customer.accounts[0].accountNumber}`);
    await expect(account).toContainText(`Audrey Trail (${customer.customerId})`);
    await expect(rows.filter({ hasText: 'User created' })).toContainText(`Audrey Trail (${customer.customerId})`);
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `audit-by-customer-${viewport.width}`);
  });
}
