import { expect, test } from '@playwright/test';
import { newCustomer, signIn, skipTutorials, widerThanThePage } from './support';
import { photograph, WIDTHS } from './experience-support';

/**
 * Issue 28 item 7 (helper x2, the client's part): the support chat says it is an automated
 * assistant and offers the help articles that match the words typed, beside SPEC's canned reply.
 */

test.beforeEach(async ({ context }) => {
  await skipTutorials(context);
});

for (const viewport of WIDTHS) {
  test(`the chat is an automated assistant that offers matching help articles at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    // The page's clock: the assistant's 2 s of typing wait for the checks, however busy the machine.
    await page.clock.install();
    const customer = await newCustomer({ firstName: 'Chris', lastName: 'Chat' });
    await signIn(page, customer);
    await page.goto('/help');
    await page.getByRole('button', { name: 'Open Chat Support' }).click();
    const chat = page.getByRole('dialog', { name: /Support/ });
    await expect(chat.getByText(/automated assistant, not a person/)).toBeVisible();

    await chat.getByRole('textbox', { name: 'Your message' }).fill('How do I download my statement as a PDF?');
    await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
    await expect(chat.getByText('The assistant is typing…')).toBeVisible();
    await page.clock.runFor(2_000);
    const articles = chat.getByRole('list', { name: 'Suggested help articles' });
    await expect(articles.getByRole('listitem').first()).toContainText('Which statements can I download?');
    expect(await widerThanThePage(page)).toEqual([]);
    await photograph(page, testInfo, `chat-articles-${viewport.width}`);

    // The article's link leads to the help page.
    await articles.getByRole('link', { name: 'More in Help & Support' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
}
