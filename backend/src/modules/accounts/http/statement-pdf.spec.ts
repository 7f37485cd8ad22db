import type { StatementLineDto } from '@bank/contracts/accounts';
import { pdfPages } from '../../../../test/support/pdf-text.js';
import type { StatementHeader } from '../application/statement-reader.js';
import { writeStatementPdf } from './statement-pdf.js';

/** A statement of `count` lines of 1.00 each, as the PDF writer gets it. */
function statement(count: number, description?: string): { header: StatementHeader; lines: StatementLineDto[] } {
  const lines = Array.from({ length: count }, (_, i) => ({
    transactionCode: `TXN${String(i).padStart(6, '0')}`,
    date: '2026-11-10T15:00:00.000Z',
    description: description ?? `Line ${i + 1}`,
    amount: '1.00',
    runningBalance: `${i + 1}.00`,
  }));
  const header: StatementHeader = {
    account: { id: 'a', accountNumber: '80000001', accountType: 'checking', currency: 'USD', accountName: 'Everyday Checking' },
    period: 'current-month',
    statementNumber: 'ST-80000001-20261101-20261130',
    from: '2026-11-01',
    to: '2026-11-30',
    openingBalance: '0.00',
    closingBalance: `${count}.00`,
    totalIn: `${count}.00`,
    totalOut: '0.00',
    lineCount: count,
    customer: { name: 'Avery Lines', address: '10 Hudson Yards, New York, NY 10001' },
  };
  return { header, lines };
}

async function pagesOf(count: number, description?: string): Promise<string[]> {
  const { header, lines } = statement(count, description);
  const chunks: Buffer[] = [];
  async function* batches() {
    yield lines;
  }
  await writeStatementPdf(header, batches(), (chunk) => chunks.push(chunk), async () => {});
  return pdfPages(Buffer.concat(chunks));
}

describe('the statement PDF', () => {
  it("puts no column heads over a last page that holds only the totals (issue 28 item 19)", async () => {
    // 30 lines fill the first page: the closing totals go to a page of their own.
    const pages = await pagesOf(30);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('DESCRIPTION');
    expect(pages[0]).toContain('Line 30');
    expect(pages[1]).toContain('Total money in');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(pages[1]).not.toContain('DESCRIPTION');
    expect(pages[1]).not.toContain('BALANCE');
  });

  it('prints a long description whole, in two lines of its row, and keeps the page count (issue 28 item 19)', async () => {
    const long = 'Quarterly rent for the studio at 221B Baker Street, London, paid in advance with the service charge';
    const pages = await pagesOf(30, long);
    expect(pages).toHaveLength(2);
    // The text comes back in the order it was laid out: the description's two lines in a row.
    expect(pages[0].replace(/\s+/g, ' ')).toContain(long);
    expect(pages[0]).not.toContain('…');
  });

  it('keeps the column heads on a continued page with lines on it', async () => {
    const pages = await pagesOf(40);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('DESCRIPTION');
    expect(pages[1]).toContain('Line 40');
    expect(pages[1]).toContain('Total money in');
  });
});
