import PDFDocument from 'pdfkit';
import { CURRENCY_SYMBOLS, type StatementDto } from '@bank/contracts/accounts';

const BANK_NAME = 'Meridian Private Bank';

/** The statement as an A4 PDF (pdfkit's built-in Helvetica, so no font files are needed). */
export function statementPdf(s: StatementDto): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Statement ${s.account.accountNumber}`, Author: BANK_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const money = (amount: string) => `${amount.startsWith('-') ? '-' : ''}${CURRENCY_SYMBOLS[s.account.currency]}${amount.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

  doc.fontSize(18).fillColor('#0b1f3a').text(BANK_NAME);
  doc.fontSize(12).fillColor('#333').text('Account statement').moveDown(0.5);
  doc.fontSize(10)
    .text(`${s.account.accountName} - account ${s.account.accountNumber} (${s.account.currency})`)
    .text(`Period: ${s.from.slice(0, 10)} to ${s.to.slice(0, 10)}`)
    .text(`Opening balance: ${money(s.openingBalance)}`)
    .moveDown();

  const columns = [48, 150, 380, 470];
  const header = (y: number) => {
    doc.font('Helvetica-Bold').text('Date', columns[0], y).text('Description', columns[1], y)
      .text('Amount', columns[2], y, { width: 80, align: 'right' }).text('Balance', columns[3], y, { width: 80, align: 'right' }).font('Helvetica');
  };
  header(doc.y);
  doc.moveDown(0.5);
  for (const line of s.lines) {
    if (doc.y > doc.page.height - 90) { doc.addPage(); header(doc.y); doc.moveDown(0.5); }
    const y = doc.y;
    doc.text(line.date.slice(0, 16).replace('T', ' '), columns[0], y, { width: 100 })
      .text(line.description, columns[1], y, { width: 220, ellipsis: true, lineBreak: false })
      .text(money(line.amount), columns[2], y, { width: 80, align: 'right' })
      .text(money(line.runningBalance), columns[3], y, { width: 80, align: 'right' });
    doc.moveDown(0.4);
  }
  doc.moveDown().font('Helvetica-Bold')
    .text(`Total in: ${money(s.totalIn)}    Total out: ${money(s.totalOut)}`, columns[0])
    .text(`Closing balance: ${money(s.closingBalance)}`, columns[0]);
  doc.end();
  return done;
}
