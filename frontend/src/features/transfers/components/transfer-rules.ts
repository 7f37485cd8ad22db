import type { AccountDto, AccountInfoDto } from '@bank/contracts/accounts';
import { ACCOUNT_NUMBER_PATTERN } from '@bank/contracts/accounts';
import { PaymentMessages } from '@bank/contracts/payments';
import { compareAmounts, fromMinorUnits, toMinorUnits, typedAmount, typedAmountProblem } from '../../../shared/money';

/** What the form knows about the payee of the number typed so far. */
export type Payee =
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'missing'; message: string }
  | { state: 'found'; info: AccountInfoDto; own: boolean };

/** The payee's currency differs from the source's: the server would refuse the transfer. */
export function currencyDiffers(payee: Payee, fromAccount: AccountDto | undefined): payee is Extract<Payee, { state: 'found' }> {
  return payee.state === 'found' && !!fromAccount && payee.info.currency !== fromAccount.currency;
}

/** Why the typed destination cannot be paid from `fromAccount` (SPEC 5's words), or null. */
export function destinationProblem(value: string | undefined, fromAccount: AccountDto | undefined, payee: Payee): string | null {
  const number = (value ?? '').trim();
  if (number.length !== 8) return PaymentMessages.ACCOUNT_NUMBER_LENGTH;
  if (!ACCOUNT_NUMBER_PATTERN.test(number)) return PaymentMessages.ACCOUNT_NUMBER_FORMAT;
  if (fromAccount && fromAccount.accountNumber === number) return PaymentMessages.SAME_ACCOUNT;
  // Only the payee of this very number: a lookup still showing the previous number says nothing.
  if (currencyDiffers(payee, fromAccount) && payee.info.accountNumber === number) {
    return PaymentMessages.currencyMismatch(payee.info.currency, fromAccount!.currency);
  }
  return null;
}

/** Why the typed amount cannot leave `fromAccount` (SPEC 5's words), or null. Exact: never a float. */
export function amountProblem(value: string | number | null | undefined, fromAccount: AccountDto | undefined): string | null {
  const text = typedAmount(value);
  const problem = typedAmountProblem(text);
  if (problem) return problem === 'too-many-decimals' ? PaymentMessages.AMOUNT_DECIMALS : PaymentMessages.AMOUNT_POSITIVE;
  if (fromAccount && compareAmounts(text, fromAccount.availableToSpend) > 0) {
    return fromAccount.accountType === 'credit' ? PaymentMessages.CREDIT_LIMIT : PaymentMessages.INSUFFICIENT_FUNDS;
  }
  return null;
}

/**
 * The amount in USD at the stored rate (USD per unit, six decimals), rounded half up to the cent:
 * exact decimal arithmetic, the same conversion the server counts limits with.
 */
export function toUsd(amount: string, usdRate: string): string {
  const [units, micros = ''] = usdRate.split('.');
  const rateMicros = BigInt(units + micros.padEnd(6, '0').slice(0, 6));
  const scaled = toMinorUnits(amount) * rateMicros;
  return fromMinorUnits((scaled + 500_000n) / 1_000_000n);
}
