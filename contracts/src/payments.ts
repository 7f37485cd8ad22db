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

/**
 * How a new customer funds an account from outside the bank (issue 28 item 11;
 * docs/decisions/funding-and-incoming-deposits.md): shown on the dashboard until the first money arrives.
 */
export interface FundingInstructionDto {
  accountId: string;
  accountNumber: string;
  accountType: 'checking' | 'savings' | 'credit';
  currency: string;
  beneficiary: string;
  bankName: string;
  /** What the payer writes in the payment's reference: it tells staff whose money it is. */
  reference: string;
}
/** `GET /api/funding`: empty once any money has arrived in the customer's accounts. */
export interface FundingDto {
  instructions: FundingInstructionDto[];
}

export const INCOMING_DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IncomingDepositStatus = (typeof INCOMING_DEPOSIT_STATUSES)[number];

/**
 * Money that arrived from outside with a funding reference, recorded by one staff member and
 * approved by another; or rejected (recorded wrongly: a mistyped amount or reference), with the reason.
 */
export interface IncomingDepositDto {
  id: string;
  reference: string;
  accountNumber: string;
  customerId: string;
  customerName: string;
  amount: string;
  currency: string;
  payer: string;
  status: IncomingDepositStatus;
  recordedBy: string;
  recordedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectedBy: string | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
}

/** `POST /api/admin/deposits/{id}/reject` */
export interface RejectIncomingDepositRequest {
  /** Why, for the audit trail and the other staff: 1 to 500 characters. */
  reason: string;
}

/** `POST /api/admin/deposits` */
export interface RecordIncomingDepositRequest {
  reference: string;
  amount: string | number;
  /** Who sent it, as the incoming payment names them. */
  payer: string;
}

export const BANK_NAME = 'Meridian Private Bank';

export const DepositMessages = {
  REFERENCE_UNKNOWN: 'No account has this funding reference',
  AMOUNT_INVALID: 'Amount must be a positive amount with at most 2 decimals',
  PAYER_REQUIRED: 'Please enter who sent the money',
  PAYER_TOO_LONG: 'Payer must be at most 140 characters',
  NOT_FOUND: 'Deposit not found',
  ALREADY_APPROVED: 'This deposit has already been approved',
  ALREADY_REJECTED: 'This deposit has already been rejected',
  REASON_REQUIRED: 'Please give the reason for rejecting the deposit',
  REASON_TOO_LONG: 'Reason must be at most 500 characters',
  OWN_DEPOSIT: 'A deposit must be approved by a different staff member than the one who recorded it',
  STATUS_INVALID: 'status must be pending, approved or rejected',
  RECORDED: 'Deposit recorded; another staff member must approve it',
  APPROVED: 'Deposit approved',
  REJECTED: 'Deposit rejected',
} as const;
