/**
 * Who a transfer pays, as the per-payee daily limit counts it (issue 24 item 7): one account of this
 * bank, or one recipient abroad (country, account number and IFSC or BIC, written without spaces,
 * dashes or case). The key is stored with the transfer, so a returned one gives its amount back to
 * the same payee's day.
 */
export type PayeeKey = string;

export function domesticPayee(accountNumber: string): PayeeKey {
  return `account:${accountNumber}`;
}

export function internationalRecipient(r: { countryCode: string; accountNumber: string; ifscOrBic: string | null }): PayeeKey {
  const normal = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();
  return `recipient:${normal(r.countryCode)}:${normal(r.accountNumber)}:${normal(r.ifscOrBic ?? '')}`;
}

/** A domestic transfer's payee; none between the customer's own accounts, which do not count. */
export function payeeOf(from: { userId: string }, to: { userId: string; accountNumber: string }): PayeeKey | null {
  return from.userId === to.userId ? null : domesticPayee(to.accountNumber);
}
