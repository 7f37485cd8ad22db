import type { StatementLineDto } from '@bank/contracts/accounts';
import { BANK_TIME_ZONE } from '@bank/contracts/bank';
import { BANK_NAME } from '@bank/contracts/payments';
import type { StatementHeader } from '../application/statement-reader.js';
import { bankTime } from './bank-time.js';

/**
 * The statement as CSV, streamed: a header block with the figures, one row per ledger line as
 * the batches arrive (times in bank time, the transaction's code as the screen shows it), and
 * the totals again at the end where a spreadsheet reader looks for them.
 */
export async function writeStatementCsv(s: StatementHeader, lines: AsyncIterable<StatementLineDto[]>, write: (chunk: string) => Promise<void>): Promise<void> {
  await write(rows([
    ['Bank', BANK_NAME],
    ['Statement number', s.statementNumber],
    ['Account', s.account.accountNumber],
    ['Account name', s.account.accountName],
    ['Currency', s.account.currency],
    ['Period', `${s.from} to ${s.to}`],
    ['Time zone', BANK_TIME_ZONE],
    ['Opening balance', s.openingBalance],
    ['Lines', String(s.lineCount)],
    [],
    ['Date', 'Time', 'Description', 'Amount', 'Running balance', 'Transaction code'],
  ]));
  for await (const batch of lines) {
    await write(rows(batch.map((l) => {
      const { day, time } = bankTime(l.date);
      return [day, time, l.description, l.amount, l.runningBalance, l.transactionCode ?? ''];
    })));
  }
  await write(rows([
    [],
    ['Total in', s.totalIn],
    ['Total out', s.totalOut],
    ['Closing balance', s.closingBalance],
  ]));
}

function rows(cells: string[][]): string {
  return cells.map((r) => r.map(cell).join(',') + '\r\n').join('');
}

/** Quotes where needed, and defuses text a spreadsheet would run as a formula. */
function cell(value: string): string {
  const text = /^[=+@\t\r]/.test(value) || (value.startsWith('-') && !/^-\d+(\.\d+)?$/.test(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
