import type { StatementDto } from '@bank/contracts/accounts';

/** The statement as CSV: a header block, one row per ledger line, and the closing balance. */
export function statementCsv(s: StatementDto): string {
  const rows: string[][] = [
    ['Account', s.account.accountNumber],
    ['Account name', s.account.accountName],
    ['Currency', s.account.currency],
    ['Period', `${s.from.slice(0, 10)} to ${s.to.slice(0, 10)}`],
    ['Opening balance', s.openingBalance],
    [],
    ['Date', 'Description', 'Amount', 'Running balance', 'Transaction'],
    ...s.lines.map((l) => [l.date, l.description, l.amount, l.runningBalance, l.transactionId ?? '']),
    [],
    ['Total in', s.totalIn],
    ['Total out', s.totalOut],
    ['Closing balance', s.closingBalance],
  ];
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Quotes where needed, and defuses text a spreadsheet would run as a formula. */
function cell(value: string): string {
  const text = /^[=+@\t\r]/.test(value) || (/^-/.test(value) && !/^-\d+(\.\d+)?$/.test(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
