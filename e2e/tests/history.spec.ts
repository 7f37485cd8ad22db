import { expect, test } from '@playwright/test';
import { DEMO, signIn, skipTutorials } from './support';

/** Transaction History (SPEC 2.11) over keyset pages: 20 rows, then "Load more" until the end. */
test.describe('transaction history', () => {
  test.beforeEach(async ({ context }) => skipTutorials(context));

  test('loads more rows page by page, each once, and a search starts again from its first page', async ({ page }) => {
    await signIn(page, DEMO.alex);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Transaction History' }).click();
    const list = page.getByRole('list', { name: 'Transactions' });
    const rows = list.getByRole('listitem');
    const loadMore = page.getByRole('button', { name: 'Load more' });

    const { total } = (await (await page.request.get('/api/transactions?limit=1')).json()) as { total: number };
    expect(total).toBeGreaterThan(20);
    await expect(rows).toHaveCount(20, { timeout: 30_000 });
    await expect(page.getByText(`${total} transactions`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing 20 of ${total} transactions`)).toBeVisible();

    while (await loadMore.isVisible()) {
      const before = await rows.count();
      await loadMore.click();
      await expect(rows).toHaveCount(Math.min(before + 20, total));
    }
    await expect(rows).toHaveCount(total);
    // Every row once: each row's meta line ends with its transaction code.
    expect(new Set(await list.locator('.txn-row__meta').allTextContents()).size).toBe(total);
    await expect(page.getByText(/^Showing \d+ of/)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill('Salary');
    await expect(page).toHaveURL(/search=Salary/);
    const { total: salaries } = (await (await page.request.get('/api/transactions?search=Salary&limit=1')).json()) as { total: number };
    expect(salaries).toBeGreaterThan(0);
    await expect(rows).toHaveCount(Math.min(salaries, 20));
    await expect(page.getByText(salaries === 1 ? '1 transaction' : `${salaries} transactions`, { exact: true })).toBeVisible();
    for (const title of await list.locator('.txn-row__title').allTextContents()) expect(title.toLowerCase()).toContain('salary');
  });
});
