const TYPE_LABEL: Record<string, string> = { checking: 'Checking', savings: 'Savings', credit: 'Credit' };

/**
 * The account's display name, the same for its owner and for a payer looking it up:
 * the holder's first name and last initial (enough to confirm the payee, no more) and the type.
 * Just the type while the holder projection has not caught up with a brand-new customer.
 */
export function accountName(firstName: string | null, lastName: string | null, accountType: string): string {
  const type = TYPE_LABEL[accountType] ?? accountType;
  return firstName === null ? type : `${firstName} ${(lastName ?? '').charAt(0)}. · ${type}`;
}
