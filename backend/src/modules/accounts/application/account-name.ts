const TYPE_LABEL: Record<string, string> = { checking: 'Checking', savings: 'Savings', credit: 'Credit' };

/**
 * The account's display name, the same for its owner and for a payer looking it up:
 * the holder's first name and last initial (enough to confirm the payee, no more) and the type.
 */
export function accountName(firstName: string, lastName: string, accountType: string): string {
  return `${firstName} ${lastName.charAt(0)}. · ${TYPE_LABEL[accountType] ?? accountType}`;
}
