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

/** Server-enforced limits, in USD equivalent (SPEC 9). */
export const TRANSFER_LIMITS = { DAILY_USD: '10000.00', MONTHLY_USD: '50000.00' } as const;

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
  TRANSFER_SUCCESS_TITLE: 'Transfer Successful',
  TRANSFER_SUCCESS: 'Your money has been transferred successfully.',
  TRANSFER_FAILED_TITLE: 'Transfer Failed',
  TRANSFER_FAILED: 'An error occurred during the transfer.',
} as const;
