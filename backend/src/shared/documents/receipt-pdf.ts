import type { Response } from 'express';
import { BANK_NAME } from '@bank/contracts/payments';
import { formatBankDateTime } from '../bank-time.js';
import { LETTERHEAD_COLOURS, newPdfDocument } from './pdf-document.js';
import type { ReceiptDocument } from './receipt.js';

const { navy: NAVY, gold: GOLD, grey: GREY } = LETTERHEAD_COLOURS;
const LEFT = 50;
const LABEL_WIDTH = 150;

/** One A4 page in the statement's letterhead colours: the receipt's lines, then when it was produced. */
export async function writeReceiptPdf(receipt: ReceiptDocument, out: NodeJS.WritableStream): Promise<void> {
  const doc = await newPdfDocument({ size: 'A4', margin: LEFT, info: { Title: `${receipt.title} ${receipt.reference}`, Author: BANK_NAME } });
  doc.pipe(out);
  doc.rect(0, 0, doc.page.width, 90).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(GOLD).text(BANK_NAME, LEFT, 30);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#ffffff').text(receipt.title, LEFT, 34, { width: doc.page.width - 2 * LEFT, align: 'right' });

  let y = 130;
  for (const [label, value] of receipt.lines) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label.toUpperCase(), LEFT, y + 2, { width: LABEL_WIDTH });
    doc.font('Helvetica').fontSize(11).fillColor('#1f2937').text(value, LEFT + LABEL_WIDTH, y, { width: doc.page.width - 2 * LEFT - LABEL_WIDTH });
    y = Math.max(doc.y, y + 14) + 10;
  }
  doc.font('Helvetica').fontSize(8).fillColor(GREY)
    .text(`This receipt was produced on ${formatBankDateTime(new Date())}. Keep it for your records.`, LEFT, y + 20, { width: doc.page.width - 2 * LEFT });
  doc.end();
  return new Promise((resolve, reject) => { out.on('finish', resolve); out.on('error', reject); });
}

/** The receipt as the answer: a PDF download named after its reference. */
export function sendReceiptPdf(res: Response, receipt: ReceiptDocument): Promise<void> {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="receipt-${receipt.reference}.pdf"`);
  return writeReceiptPdf(receipt, res);
}
