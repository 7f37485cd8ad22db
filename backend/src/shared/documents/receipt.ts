/**
 * A receipt as its owner downloads it: a title, the reference it is filed under and its lines,
 * in order. Domestic and international receipts are laid out alike (issue 28 item 13); each
 * context says what goes on its own.
 */
export interface ReceiptDocument {
  title: string;
  reference: string;
  lines: readonly (readonly [label: string, value: string])[];
}

/** '1234.5' in EUR → '1,234.50 EUR': the currency named after the amount, as the statements write it. */
export function receiptAmount(amount: string, currency: string): string {
  const [whole, cents = ''] = amount.replace('-', '').split('.');
  return `${amount.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')} ${currency}`;
}
