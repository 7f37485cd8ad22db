import { expect, test } from '@playwright/test';
import { DEMO, newCustomer, overlaysSettled, signIn, signedInElsewhere, skipTutorials, widerThanThePage } from './support';
import { photograph, WIDTHS } from './experience-support';

/**
 * Issue 28 item 7 (server half): a message left from the chat reaches staff in the back office's
 * Messages tab; the staff's reply reaches the customer in the bell and in the chat.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

for (const viewport of WIDTHS) {
  test(`a customer leaves a message, staff reply, the customer reads the reply at ${viewport.width} px`, async ({ page, browser }, testInfo) => {
    test.slow();
    await page.setViewportSize(viewport);
    const customer = await newCustomer({ firstName: 'Mina', lastName: 'Message' });
    await signIn(page, customer);
    await page.goto('/help');
    await page.getByRole('button', { name: 'Open Chat Support' }).click();
    const chat = page.getByRole('dialog', { name: /Support/ });
    await chat.getByRole('button', { name: 'Leave a message for our staff' }).click();
    const text = `Please raise my card limit (${customer.customerId})`;
    await chat.getByRole('textbox', { name: 'Message for our staff' }).fill(text);
    await chat.getByRole('button', { name: 'Send to staff' }).click();
    await expect(chat.getByText('Message sent. Our staff will reply here and in your notifications.')).toBeVisible();
    const mine = chat.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toContainText('Waiting for staff');
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `chat-message-left-${viewport.width}`);

    // A staff member at another computer finds it among the open messages and answers.
    const staff = await signedInElsewhere(browser, DEMO.admin);
    await staff.setViewportSize(viewport);
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Messages', exact: true }).click();
    const row = staff.getByRole('row').filter({ hasText: text });
    await expect(row).toContainText(customer.customerId);
    await expect(row).toContainText('Open');
    await photograph(staff, testInfo, `admin-messages-open-${viewport.width}`);
    await row.getByRole('button', { name: 'Reply to Mina Message' }).click();
    const dialog = staff.getByRole('dialog', { name: `Reply to Mina Message (${customer.customerId})` });
    await overlaysSettled(staff); // a click during the dialog's opening animation can be lost
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expect(dialog.getByText('Please enter a reply')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Your reply' }).fill('Done: your daily card limit is now 2,000.00.');
    await photograph(staff, testInfo, `admin-messages-reply-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expect(dialog).toBeHidden();
    // Answered: gone from the open list, in the answered one with the reply.
    await expect(row).toHaveCount(0);
    await staff.getByRole('combobox', { name: 'Filter by status' }).click();
    await staff.locator('.ant-select-item-option').filter({ hasText: /^Answered$/, visible: true }).click();
    await expect(staff.getByRole('row').filter({ hasText: text })).toContainText('Done: your daily card limit is now 2,000.00.');
    await staff.context().close();

    // The customer: the bell says so (normal priority); its link opens the chat with the reply.
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/notifications')).json())).toContain('Reply to your message');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByRole('dialog', { name: /^Notifications/ }).getByTestId('notification-item').filter({ hasText: 'Reply to your message' });
    await expect(item).toContainText('Done: your daily card limit is now 2,000.00.');
    await item.click();
    const reopened = page.getByRole('dialog', { name: /Support/ });
    const answered = reopened.getByRole('listitem').filter({ hasText: text });
    await expect(answered).toContainText('Answered');
    await expect(answered).toContainText('Our staff replied');
    await expect(answered).toContainText('Done: your daily card limit is now 2,000.00.');
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `chat-reply-${viewport.width}`);
  });
}
