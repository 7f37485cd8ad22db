import type { TransactionDto } from './accounts.js';

export interface DomesticTransferRequest {
  fromAccountId: string;
  toAccountNumber: string;
  /** A number or a decimal string; at most 2 decimals. */
  amount: string | number;
  description: string;
  /** From POST /api/auth/step-up/verify with purpose 'domestic-transfer' and this exact payload. */
  authorizationToken: string;
}

export interface DomesticTransferResponse {
  message: string;
  transaction: TransactionDto;
}

/** Server-enforced limits, in USD equivalent (SPEC 9; the per-payee one, issue 24). */
export const TRANSFER_LIMITS = { DAILY_USD: '10000.00', MONTHLY_USD: '50000.00', PAYEE_DAILY_USD: '5000.00' } as const;

/**
 * `GET /api/transfers/limits?fromAccountId=&toAccountNumber=`: how much more, in USD, the customer
 * may send today, this month, and today to that payee (the daily room for one of their own
 * accounts, which the per-payee limit does not count). The same shape whether or not the number
 * belongs to an account; counted as a payee lookup.
 */
export interface TransferLimitsDto {
  dailyRemaining: string;
  monthlyRemaining: string;
  payeeRemaining: string;
}

export const PaymentMessages = {
  FROM_ACCOUNT_REQUIRED: 'From account is required',
  ACCOUNT_NUMBER_LENGTH: 'Account number must be 8 digits',
  ACCOUNT_NUMBER_FORMAT: 'Account number must start with 80 and be 8 digits',
  AMOUNT_POSITIVE: 'Amount must be a positive number',
  AMOUNT_DECIMALS: 'Amount can have at most 2 decimal places',
  AMOUNT_TOO_LARGE: 'Amount is too large',
  DESCRIPTION_REQUIRED: 'Description is required',
  SAME_ACCOUNT: 'You cannot transfer to the same account',
  /** The form's words for the server's ACCOUNTS.CURRENCY_MISMATCH, shown before the customer confirms. */
  currencyMismatch: (payeeCurrency: string, sourceCurrency: string) =>
    `This account holds ${payeeCurrency} and yours holds ${sourceCurrency}. A transfer needs the same currency on both sides: pay it from a ${payeeCurrency} account.`,
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  CREDIT_LIMIT: 'This transfer would exceed the credit limit',
  /** At most USD 5,000 a bank day to one payee (another customer's account, or one recipient abroad). */
  PAYEE_DAILY_LIMIT: 'Daily limit for this payee exceeded',
  TRANSFER_SUCCESS_TITLE: 'Transfer Successful',
  TRANSFER_SUCCESS: 'Your money has been transferred successfully.',
  TRANSFER_FAILED_TITLE: 'Transfer Failed',
  TRANSFER_FAILED: 'An error occurred during the transfer.',
} as const;
