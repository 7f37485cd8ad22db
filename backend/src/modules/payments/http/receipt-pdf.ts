import PDFDocument from 'pdfkit';
import type { TransactionDto } from '@bank/contracts/accounts';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUS_OF } from '@bank/contracts/accounts';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';

const BANK_NAME = 'Meridian Private Bank';
const NAVY = '#0b1a33';
const GOLD = '#d4af37';
const GREY = '#5b6472';
const LEFT = 50;
const LABEL_WIDTH = 150;

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: BANK_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
});

/** '1234.50' → '1,234.50' (the currency is named beside it). */
function grouped(amount: string): string {
  const [whole, cents] = amount.replace('-', '').split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents ?? '00'}`;
}

/**
 * A one-page receipt of a transaction the customer sent or received: its reference, amount,
 * accounts, date in bank time and status, in the statement's letterhead colours.
 */
export function writeReceiptPdf(t: TransactionDto, out: NodeJS.WritableStream): Promise<void> {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Receipt ${t.transactionCode}`, Author: BANK_NAME } });
  doc.pipe(out);
  doc.rect(0, 0, doc.page.width, 90).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(GOLD).text(BANK_NAME, LEFT, 30);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#ffffff').text('Transaction Receipt', LEFT, 34, { width: doc.page.width - 2 * LEFT, align: 'right' });

  const rows: [string, string][] = [
    ['Reference', t.transactionCode],
    ['Amount', `${grouped(t.amount)} ${t.currency}`],
    ['From account', t.fromAccountNumber ?? 'Outside the bank'],
    ['To account', t.toAccountNumber ?? 'Outside the bank'],
    ['Description', t.description],
    ['Date', when.format(new Date(t.createdAt))],
    ['Status', CUSTOMER_STATUS_LABELS[CUSTOMER_STATUS_OF[t.status]]],
  ];
  if (t.reference) rows.push(['Payment reference', t.reference]);
  let y = 130;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label.toUpperCase(), LEFT, y + 2, { width: LABEL_WIDTH });
    doc.font('Helvetica').fontSize(11).fillColor('#1f2937').text(value, LEFT + LABEL_WIDTH, y, { width: doc.page.width - 2 * LEFT - LABEL_WIDTH });
    y = Math.max(doc.y, y + 14) + 10;
  }
  doc.font('Helvetica').fontSize(8).fillColor(GREY)
    .text(`This receipt was produced on ${when.format(new Date())}. Keep it for your records.`, LEFT, y + 20, { width: doc.page.width - 2 * LEFT });
  doc.end();
  return new Promise((resolve, reject) => { out.on('finish', resolve); out.on('error', reject); });
}
