import { expect, test } from '@playwright/test';
import { DEMO, newCustomer, signedInElsewhere, signInWithForm, skipTutorials, toast, widerThanThePage } from './support';
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
    // No alarm for signing in the first time: the outbox delivers within moments, give it that time.
    await page.waitForTimeout(1_500);
    const notices = (await (await page.request.get('/api/notifications?limit=100')).json()) as { items: { title: string }[] };
    expect(notices.items.map((n) => n.title)).not.toContain('New sign-in');

    await page.context().clearCookies();
    await signInWithForm(page, customer);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Faye' })).toBeVisible();
    // The header's last login is a desktop detail (the phone's header has no room for it).
    if (viewport.width > 600) await expect(page.getByText(/Last login: Today/)).toBeVisible();
  });
}

for (const viewport of WIDTHS) {
  test(`a new customer's dashboard says how to fund the account; staff record the deposit, its recorder cannot approve it, a second one does and the money arrives, at ${viewport.width} px`, async ({ page, browser }, testInfo) => {
    test.slow();
    await page.setViewportSize(viewport);
    const customer = await newCustomer({ firstName: 'Nora', lastName: 'Funding', accounts: [{ accountType: 'savings', currency: 'EUR', initialBalance: '0.00' }] });
    await signInWithForm(page, customer);
    const card = page.getByRole('region', { name: 'Fund your account' }).or(page.locator('.funding-card'));
    await expect(card).toContainText('Account holder');
    await expect(card).toContainText('Nora Funding');
    await expect(card).toContainText(customer.accounts[0].accountNumber);
    const reference = (await card.getByText(/^MPB-[0-9A-Z]{8}$/).textContent())!;
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `funding-card-${viewport.width}`);

    const staff = await signedInElsewhere(browser, DEMO.admin);
    await staff.setViewportSize(viewport);
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Deposits', exact: true }).click();
    await staff.getByRole('button', { name: 'Record Deposit' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Record Incoming Deposit' });
    await dialog.getByLabel('Payment reference').fill('MPB-00000000');
    await dialog.getByLabel("Amount (in the account's currency)").fill('25000');
    await dialog.getByLabel('Sent by').fill('Nora Funding');
    await dialog.getByRole('button', { name: 'Record Deposit' }).click();
    // Under the field it concerns (the server names it).
    await expect(dialog.getByText('No account has this funding reference')).toBeVisible();
    await dialog.getByLabel('Payment reference').fill(reference.toLowerCase());
    await dialog.getByRole('button', { name: 'Record Deposit' }).click();
    await expect(dialog).toBeHidden();
    const row = staff.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('€25,000.00');
    await expect(row).toContainText('Waiting for approval');
    await photograph(staff, testInfo, `admin-deposits-${viewport.width}`);
    // Four eyes: the one who recorded it cannot approve it.
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('button', { name: 'Approve', exact: true }).last().click();
    await expect(toast(staff, /approved by a different staff member/, 'alert')).toBeVisible();
    await expect(row).toContainText('Waiting for approval');
    await staff.context().close();

    // A second staff member approves it: the money reaches the account and the customer is told.
    // A session of its own: the run's shared ADMIN002 session would sit idle past the timeout.
    const approverContext = await browser.newContext();
    await skipTutorials(approverContext);
    const approver = await approverContext.newPage();
    await signInWithForm(approver, DEMO.approver);
    await approver.setViewportSize(viewport);
    await approver.goto('/admin');
    await approver.getByRole('tab', { name: 'Deposits', exact: true }).click();
    const pending = approver.getByRole('row').filter({ hasText: reference });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await approver.getByRole('button', { name: 'Approve', exact: true }).last().click();
    await expect(toast(approver, 'Deposit approved')).toBeVisible();
    await approver.getByLabel('Filter by status').click();
    await approver.locator('.ant-select-item-option').filter({ hasText: /^Approved$/, visible: true }).click();
    await expect(approver.getByRole('row').filter({ hasText: reference })).toContainText('Approved by ADMIN002');
    await photograph(approver, testInfo, `admin-deposit-approved-${viewport.width}`);
    await approver.context().close();

    await page.reload();
    await expect(page.getByText('€25,000.00').first()).toBeVisible();
    await expect(page.locator('.funding-card')).toHaveCount(0);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: /^Notifications/ }).getByTestId('notification-item').filter({ hasText: 'Deposit received' }))
      .toContainText(`25,000.00 EUR arrived in account ${customer.accounts[0].accountNumber}.`);
    await photograph(page, testInfo, `deposit-received-${viewport.width}`);
  });
}

for (const viewport of WIDTHS) {
  test(`staff reject a deposit recorded wrongly, with the reason; no money moves, at ${viewport.width} px`, async ({ page, browser }, testInfo) => {
    test.slow();
    await page.setViewportSize(viewport);
    const customer = await newCustomer({ firstName: 'Rhea', lastName: 'Typo', accounts: [{ accountType: 'checking', initialBalance: '0.00' }] });
    await signInWithForm(page, customer);
    const reference = (await page.locator('.funding-card').getByText(/^MPB-[0-9A-Z]{8}$/).textContent())!;

    const staff = await signedInElsewhere(browser, DEMO.admin);
    await staff.setViewportSize(viewport);
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Deposits', exact: true }).click();
    await staff.getByRole('button', { name: 'Record Deposit' }).click();
    const record = staff.getByRole('dialog', { name: 'Record Incoming Deposit' });
    await record.getByLabel('Payment reference').fill(reference);
    await record.getByLabel("Amount (in the account's currency)").fill('50000');
    await record.getByLabel('Sent by').fill('Rhea Typo');
    await record.getByRole('button', { name: 'Record Deposit' }).click();
    await expect(record).toBeHidden();

    // The Reject button stays in view at the table's right edge, also on a phone.
    const row = staff.getByRole('row').filter({ hasText: reference });
    await row.getByRole('button', { name: 'Reject' }).click();
    const reject = staff.getByRole('dialog', { name: /^Reject \$50,000\.00 from Rhea Typo/ });
    await reject.getByRole('button', { name: 'Reject Deposit' }).click();
    await expect(reject.getByText('Please give the reason for rejecting the deposit')).toBeVisible();
    await reject.getByLabel(/^Reason/).fill('Typed 50000, the payment was 500');
    await photograph(staff, testInfo, `admin-deposit-reject-${viewport.width}`);
    await reject.getByRole('button', { name: 'Reject Deposit' }).click();
    await expect(reject).toBeHidden();
    await expect(toast(staff, 'Deposit rejected')).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
    await staff.getByLabel('Filter by status').click();
    await staff.locator('.ant-select-item-option').filter({ hasText: /^Rejected$/, visible: true }).click();
    const rejected = staff.getByRole('row').filter({ hasText: reference });
    await expect(rejected).toContainText('Rejected by ADMIN001');
    await expect(rejected).toContainText('Typed 50000, the payment was 500');
    await photograph(staff, testInfo, `admin-deposits-rejected-${viewport.width}`);
    await staff.context().close();

    // The customer still has nothing, and still the instructions.
    await page.reload();
    await expect(page.locator('.funding-card')).toContainText(reference);
  });
}
