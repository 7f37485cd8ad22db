import type { StatementLineDto } from '@bank/contracts/accounts';
import { BANK_NAME } from '@bank/contracts/payments';
import type { StatementHeader } from '../application/statement-reader.js';
import { LETTERHEAD_COLOURS, newPdfDocument } from '../../../shared/documents/pdf-document.js';
import { bankTime, longDay } from './bank-time.js';

const BANK_ADDRESS = '1 Liberty Plaza, New York, NY 10006';
const { navy: NAVY, gold: GOLD, grey: GREY } = LETTERHEAD_COLOURS;
const RULE = '#d9dee7';

// A4 in points. Every line takes one fixed row, so the page count is known before the first
// line is read and each page can say "Page i of N" without holding the document in memory.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const LEFT = 40;
const RIGHT = WIDTH - 40;
const ROW = 15;
const FIRST_TOP = 318;
const NEXT_TOP = 96;
const BOTTOM = HEIGHT - 64;
const FIRST_ROWS = Math.floor((BOTTOM - FIRST_TOP) / ROW);
const NEXT_ROWS = Math.floor((BOTTOM - NEXT_TOP) / ROW);
/** The closing block (a rule, money in, money out, closing balance) stays on one page. */
const TOTAL_ROWS = 4;
const COLUMNS = { date: LEFT, description: LEFT + 92, code: 352, amount: 418, balance: 492 };
const MONEY_WIDTH = RIGHT - COLUMNS.balance;

/** Where each of a statement's rows goes: the same rule counts the pages and lays them out. */
class Rows {
  page = 1;
  private free = FIRST_ROWS;

  /** Takes `rows` rows on this page, or starts a new page first when they do not fit; true if it did. */
  take(rows: number): boolean {
    const turn = rows > this.free;
    if (turn) { this.page += 1; this.free = NEXT_ROWS; }
    this.free -= rows;
    return turn;
  }

  /** The y of the row just taken. */
  y(rows: number): number {
    const top = this.page === 1 ? FIRST_TOP : NEXT_TOP;
    const capacity = this.page === 1 ? FIRST_ROWS : NEXT_ROWS;
    return top + (capacity - this.free - rows) * ROW;
  }

  static pagesFor(lineCount: number): number {
    const rows = new Rows();
    for (let i = 0; i < Math.max(lineCount, 1); i += 1) rows.take(1);
    rows.take(TOTAL_ROWS);
    return rows.page;
  }
}

/** '1234.50' → '1,234.50'; the currency is named in the particulars and the summary. */
function amount(value: string): string {
  const negative = value.startsWith('-');
  const [integer, fraction] = value.replace('-', '').split('.');
  return `${negative ? '-' : ''}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * The statement as an A4 PDF laid out like a bank's: letterhead, the customer's name and
 * address, the statement's number, account and period, a summary of balances and totals, the
 * lines with their running balance, and "Page i of N" on every page. Pages are written to
 * `write` as they are finished (pdfkit's built-in Helvetica, so no font files are needed).
 */
export async function writeStatementPdf(
  s: StatementHeader, lines: AsyncIterable<StatementLineDto[]>, write: (chunk: Buffer) => void, drained: () => Promise<void>,
): Promise<void> {
  const doc = await newPdfDocument({
    size: 'A4', margins: { top: 20, bottom: 10, left: LEFT, right: WIDTH - RIGHT },
    info: { Title: `Statement ${s.statementNumber}`, Author: BANK_NAME, Subject: `Account ${s.account.accountNumber}, ${s.from} to ${s.to}` },
  });
  doc.on('data', write);
  const ended = new Promise<void>((resolve, reject) => doc.on('end', resolve).on('error', reject));
  const pages = Rows.pagesFor(s.lineCount);
  const currency = s.account.currency;
  const period = `${longDay(s.from)} – ${longDay(s.to)}`;

  const footer = (page: number) => {
    doc.moveTo(LEFT, HEIGHT - 50).lineTo(RIGHT, HEIGHT - 50).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(GREY)
      .text(`${BANK_NAME} · ${BANK_ADDRESS}`, LEFT, HEIGHT - 42, { lineBreak: false })
      .text(`Page ${page} of ${pages}`, LEFT, HEIGHT - 42, { width: RIGHT - LEFT, align: 'right', lineBreak: false });
  };
  const tableHeader = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY)
      .text('DATE', COLUMNS.date, y, { lineBreak: false })
      .text('DESCRIPTION', COLUMNS.description, y, { lineBreak: false })
      .text('REFERENCE', COLUMNS.code, y, { lineBreak: false })
      .text('AMOUNT', COLUMNS.amount, y, { width: MONEY_WIDTH, align: 'right', lineBreak: false })
      .text('BALANCE', COLUMNS.balance, y, { width: MONEY_WIDTH, align: 'right', lineBreak: false });
    doc.moveTo(LEFT, y + 12).lineTo(RIGHT, y + 12).lineWidth(0.75).strokeColor(NAVY).stroke();
  };
  /** A page after the first; the table's column heads only when lines follow (not over the totals alone). */
  const continuation = (page: number, withLines: boolean) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).fillColor(NAVY).text(BANK_NAME, LEFT, 40, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor(GREY)
      .text(`Statement ${s.statementNumber} · Account ${s.account.accountNumber} · ${period}`, LEFT, 40, { width: RIGHT - LEFT, align: 'right', lineBreak: false });
    if (withLines) tableHeader(NEXT_TOP - 20);
    footer(page);
  };

  // Letterhead.
  doc.rect(0, 0, WIDTH, 86).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(GOLD).text(BANK_NAME, LEFT, 28, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).fillColor('#ffffff').text(BANK_ADDRESS, LEFT, 54, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#ffffff').text('Account Statement', LEFT, 30, { width: RIGHT - LEFT, align: 'right', lineBreak: false });
  doc.font('Helvetica').fontSize(9).text(period, LEFT, 54, { width: RIGHT - LEFT, align: 'right', lineBreak: false });

  // Addressee, and the statement's particulars.
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text('STATEMENT FOR', LEFT, 112);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(NAVY).text(s.customer.name, LEFT, 126, { width: 250 });
  doc.font('Helvetica').fontSize(10).fillColor('#1f2937');
  // '10 Hudson Yards, New York, NY 10001': the street, then the town on a line of its own.
  const [street, ...town] = (s.customer.address ?? '').split(',');
  [street, town.join(',')].map((p) => p.trim()).filter(Boolean)
    .forEach((part, i) => doc.text(fit(doc, part, 250), LEFT, 143 + i * 13, { lineBreak: false }));
  const particulars: [string, string][] = [
    ['Statement number', s.statementNumber],
    ['Account', `${s.account.accountName} · ${s.account.accountNumber}`],
    ['Currency', currency],
    ['Period', period],
    ['Times shown in', 'Eastern Time (New York)'],
  ];
  particulars.forEach(([label, value], i) => {
    const y = 112 + i * 18;
    doc.font('Helvetica').fontSize(8).fillColor(GREY).text(label.toUpperCase(), 300, y + 1, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor('#1f2937').text(value, 388, y, { width: RIGHT - 388, lineBreak: false });
  });

  // Summary of the period.
  const summary: [string, string][] = [
    ['Opening balance', amount(s.openingBalance)],
    ['Money in', `+${amount(s.totalIn)}`],
    ['Money out', `-${amount(s.totalOut)}`],
    ['Closing balance', amount(s.closingBalance)],
  ];
  const boxWidth = (RIGHT - LEFT) / summary.length;
  doc.rect(LEFT, 212, RIGHT - LEFT, 58).lineWidth(0.75).fillAndStroke('#f5f7fb', RULE);
  summary.forEach(([label, value], i) => {
    const x = LEFT + i * boxWidth + 12;
    doc.font('Helvetica').fontSize(8).fillColor(GREY).text(`${label.toUpperCase()} (${currency})`, x, 224, { width: boxWidth - 24, lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(value, x, 242, { width: boxWidth - 24, lineBreak: false });
  });
  doc.font('Helvetica').fontSize(8).fillColor(GREY)
    .text(`${s.lineCount.toLocaleString('en-US')} ${s.lineCount === 1 ? 'transaction' : 'transactions'} in this period`, LEFT, 278, { lineBreak: false });
  tableHeader(FIRST_TOP - 20);
  footer(1);

  const rows = new Rows();
  const place = (count: number, withLines = true): number => {
    if (rows.take(count)) continuation(rows.page, withLines);
    return rows.y(count);
  };
  let any = false;
  for await (const batch of lines) {
    for (const line of batch) {
      any = true;
      const y = place(1);
      const { day, time } = bankTime(line.date);
      doc.font('Helvetica').fontSize(8.5).fillColor('#1f2937')
        .text(`${longDay(day)} ${time}`, COLUMNS.date, y, { lineBreak: false });
      writeDescription(doc, line.description, y);
      doc.fontSize(8.5)
        .text(line.transactionCode ?? '', COLUMNS.code, y, { lineBreak: false })
        .text(amount(line.amount), COLUMNS.amount, y, { width: MONEY_WIDTH, align: 'right', lineBreak: false })
        .text(amount(line.runningBalance), COLUMNS.balance, y, { width: MONEY_WIDTH, align: 'right', lineBreak: false });
    }
    await drained();
  }
  if (!any) doc.font('Helvetica').fontSize(9).fillColor(GREY).text('No transactions in this period.', LEFT, place(1), { lineBreak: false });

  const y = place(TOTAL_ROWS, false);
  doc.moveTo(LEFT, y + 4).lineTo(RIGHT, y + 4).lineWidth(0.75).strokeColor(NAVY).stroke();
  const total = (row: number, label: string, value: string, bold = false) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(NAVY)
      .text(label, COLUMNS.code, y + row * ROW, { lineBreak: false })
      .text(value, COLUMNS.balance - 40, y + row * ROW, { width: MONEY_WIDTH + 40, align: 'right', lineBreak: false });
  total(1, 'Total money in', `+${amount(s.totalIn)}`);
  total(2, 'Total money out', `-${amount(s.totalOut)}`);
  total(3, `Closing balance on ${longDay(s.to)}`, amount(s.closingBalance), true);

  doc.end();
  await ended;
}

const DESCRIPTION_WIDTH = COLUMNS.code - COLUMNS.description - 8;
const SMALL = 6.5;

/**
 * A line's description in its one row: at the lines' size when it fits, else in two lines of
 * smaller print (the row is 15 points high; two lines of 6.5-point text take 15), so a long
 * description is read whole. Only one longer than two lines (about 130 characters) ends in "…".
 */
function writeDescription(doc: PDFKit.PDFDocument, text: string, y: number): void {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (doc.widthOfString(oneLine) <= DESCRIPTION_WIDTH) {
    doc.text(oneLine, COLUMNS.description, y, { lineBreak: false });
    return;
  }
  const twoLines = doc.fontSize(SMALL).currentLineHeight(true) * 2 + 0.5;
  doc.text(oneLine, COLUMNS.description, y - 3, { width: DESCRIPTION_WIDTH, height: twoLines, lineGap: 0, ellipsis: '…' });
}

/** The text cut to `width` points with an ellipsis, so it keeps to its one line. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const oneLine = text.replace(/\s+/g, ' ');
  if (doc.widthOfString(oneLine) <= width) return oneLine;
  let end = Math.floor((oneLine.length * width) / doc.widthOfString(oneLine));
  while (end > 0 && doc.widthOfString(`${oneLine.slice(0, end)}…`) > width) end -= 1;
  return `${oneLine.slice(0, end).trimEnd()}…`;
}
