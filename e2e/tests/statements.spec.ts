import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { BANK_TIME_ZONE } from '../../contracts/src/bank';
import { pdfPages } from '../../backend/test/support/pdf-text';
import { DEMO, signIn, skipTutorials, takeScreenshot } from './support';

/**
 * Issue 18.5: the statement's period label, its list, its CSV and its PDF name the same last day
 * and the same times, all in bank time, even for a customer whose browser is on the far side
 * of the date line (UTC+14, where it is usually already tomorrow).
 */
test.use({ timezoneId: 'Pacific/Kiritimati' });

test.beforeEach(async ({ context }) => skipTutorials(context));

/** 'Nov 24, 2026' or 'Nov 04, 2026' → '2026-11-24'. */
function isoDay(text: string): string {
  const date = new Date(`${text} 12:00 UTC`);
  return date.toISOString().slice(0, 10);
}

function bankToday(): string {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: BANK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date()).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

async function downloaded(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

test('the statement label, list, CSV and PDF agree on the last day and the times', async ({ page }, testInfo) => {
  test.slow(); // Two downloads and a PDF read back, on a shared machine.
  await signIn(page, DEMO.alex);
  await page.goto('/statements?period=year');
  await page.getByRole('combobox', { name: 'Account', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: /Checking/, visible: true }).first().click();

  // The label: 'Alex M. · Checking · Jan 1, 2026 – Nov 24, 2026', ending today in New York.
  const label = (await page.getByTestId('statement-period').textContent()) ?? '';
  const [, first, last] = /· ([A-Z][a-z]{2} \d{1,2}, \d{4}) – ([A-Z][a-z]{2} \d{1,2}, \d{4})$/.exec(label) ?? [];
  expect(isoDay(last), label).toBe(bankToday());
  const statementNumber = (await page.locator('.statement-summary__number').textContent())!.replace('Statement ', '');

  // The list's newest line is on its last page.
  const pages = page.locator('.statement-lines .ant-pagination-item');
  if (await pages.count()) await pages.last().click();
  const rows = page.locator('.statement-lines tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const newest = (await rows.last().locator('td').first().textContent())!.trim();
  const [, newestDay, newestTime] = /^([A-Z][a-z]{2} \d{2}, \d{4}) (\d{2}:\d{2})$/.exec(newest) ?? [];
  expect(newestDay, newest).toBeTruthy();
  expect(isoDay(newestDay) <= isoDay(last)).toBe(true);

  const csv = await downloaded(page, 'Download CSV');
  expect(csv.name).toBe(`statement-${statementNumber.split('-')[1]}-${isoDay(first)}-${isoDay(last)}.csv`);
  const lines = csv.body.toString('utf8').split('\r\n');
  expect(lines).toContain(`Period,${isoDay(first)} to ${isoDay(last)}`);
  expect(lines).toContain(`Statement number,${statementNumber}`);
  const table = lines.slice(lines.indexOf('Date,Time,Description,Amount,Running balance,Transaction code') + 1);
  const lastRow = table.slice(0, table.indexOf('')).at(-1)!.split(',');
  expect([lastRow[0], lastRow[1]]).toEqual([isoDay(newestDay), newestTime]);
  expect(lastRow.at(-1)).toMatch(/^(TXN[0-9A-Z]{10})?$/);

  const pdf = await downloaded(page, 'Download PDF');
  const text = pdfPages(pdf.body);
  expect(text[0]).toContain(statementNumber);
  const pdfDay = (day: string) => new Date(`${day} 12:00 UTC`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
  expect(text[0]).toContain(`${pdfDay(first)} – ${pdfDay(last)}`);
  expect(text.at(-1)).toContain(`Closing balance on ${pdfDay(last)}`);
  expect(text.join('\n')).toContain(`${newestDay} ${newestTime}`);
  text.forEach((content, i) => expect(content).toContain(`Page ${i + 1} of ${text.length}`));

  // The page at both widths, for a person to look at (test-results/…/statements-*.png).
  if (await pages.count()) await pages.first().click();
  await takeScreenshot(page, { path: testInfo.outputPath('statements-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('statement-period')).toBeVisible();
  await takeScreenshot(page, { path: testInfo.outputPath('statements-375.png'), fullPage: true });
  await page.getByTestId('statement-period').scrollIntoViewIfNeeded();
  await takeScreenshot(page, { path: testInfo.outputPath('statements-375-summary.png') });
  await writeFile(testInfo.outputPath('statement.pdf'), pdf.body);
});
