import type { AccountCardDto } from './cards.js';
import type { CursorQuery } from './paging.js';

export const ACCOUNT_TYPES = ['checking', 'savings', 'credit'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$', EUR: '€', GBP: '£', JPY: '¥', CAD: 'C$', AUD: 'A$', CHF: 'CHF', CNY: '¥', INR: '₹', MXN: 'MX$',
};

/** Domestic account numbers: 8 digits starting with 80. */
export const ACCOUNT_NUMBER_PATTERN = /^80\d{6}$/;

/**
 * One of the customer's accounts. Money is a decimal string ("1250.00").
 * A credit account's balance is negative while the customer owes (the ledger's sign);
 * availableCredit = creditLimit − amount owed.
 */
export interface AccountDto {
  id: string;
  userId: string;
  accountNumber: string;
  accountType: AccountType;
  currency: Currency;
  balance: string;
  creditLimit: string | null;
  availableCredit: string | null;
  /** What can be spent now: the balance, or the available credit for credit accounts. */
  availableToSpend: string;
  /** SPEC 3 keeps isActive as text 'true' or other. */
  isActive: 'true' | 'false';
  accountName: string;
  customerName: string;
  /** The account's live card or application (SPEC 2.9), else its latest one; null when it never had one. */
  debitCard: AccountCardDto | null;
  createdAt: string;
  updatedAt: string;
}

/** What a customer may see of someone else's account (transfer destination lookup). */
export interface AccountInfoDto {
  accountName: string;
  accountType: AccountType;
  accountNumber: string;
  /** So the payer sees before confirming that a domestic transfer needs the same currency on both sides. */
  currency: Currency;
}

export type TransactionType = 'deposit' | 'withdrawal' | 'transfer';
export const TRANSACTION_STATUSES = ['pending', 'processing', 'submitted', 'credited', 'completed', 'failed', 'cancelled'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The one status model (docs/decisions/status-model.md). Customers read three statuses, as Help
 * explains them: the seven stored ones fold into them. Staff read the stored status by its own
 * label, in the colour of the customer's status it folds into, so a transfer has one label per
 * audience and one colour everywhere.
 */
export type CustomerStatus = 'pending' | 'completed' | 'failed';

export const CUSTOMER_STATUS_OF: Record<TransactionStatus, CustomerStatus> = {
  pending: 'pending',
  processing: 'pending',
  submitted: 'pending',
  credited: 'completed',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

/** A transfer's status as its customer reads it ('Pending', 'Completed', 'Failed'), on screen and in documents. */
export function customerStatusLabel(status: TransactionStatus): string {
  return CUSTOMER_STATUS_LABELS[CUSTOMER_STATUS_OF[status]];
}

/** '••3000': an account number or IBAN shown by its last four characters (selects, summaries, receipts). */
export function maskAccountNumber(accountNumber: string): string {
  return `••${accountNumber.slice(-4)}`;
}

export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  submitted: 'Submitted',
  credited: 'Credited',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export interface TransactionDto {
  id: string;
  transactionCode: string;
  fromAccountId: string | null;
  toAccountId: string | null;
  fromAccountNumber: string | null;
  toAccountNumber: string | null;
  amount: string;
  currency: Currency;
  type: TransactionType;
  status: TransactionStatus;
  description: string;
  reference: string | null;
  creditNote: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/transactions query string; answered with a CursorPage<TransactionDto> (paging.ts), newest first. */
export interface TransactionQuery extends CursorQuery {
  accountId?: string;
  search?: string;
  status?: TransactionStatus;
  type?: TransactionType;
  /** ISO dates (inclusive from, exclusive to). */
  from?: string;
  to?: string;
}

export type StatementPeriod = 'current-month' | 'last-month' | 'quarter' | 'year';

/** One ledger posting on the account: statements are read from the ledger, so they always reconcile. */
export interface StatementLineDto {
  /** The transaction's code as the customer sees it (TXN…); null for a posting without one. */
  transactionCode: string | null;
  date: string;
  description: string;
  /** Signed from the account's point of view: negative leaves the account. */
  amount: string;
  runningBalance: string;
}

/** The lines the screen's statement carries; the CSV and PDF carry all of them. */
export const STATEMENT_SCREEN_LINES = 500;

export interface StatementDto {
  account: { id: string; accountNumber: string; accountType: AccountType; currency: Currency; accountName: string };
  period: StatementPeriod;
  /** `ST-<account number>-<first day>-<last day>`, the same on screen, in the CSV and in the PDF. */
  statementNumber: string;
  /** The first and last bank day covered, both inclusive, as YYYY-MM-DD in BANK_TIME_ZONE. */
  from: string;
  to: string;
  openingBalance: string;
  closingBalance: string;
  totalIn: string;
  totalOut: string;
  /** How many lines the period holds in all; `lines` holds the first STATEMENT_SCREEN_LINES of them. */
  lineCount: number;
  lines: StatementLineDto[];
}

export const AccountMessages = {
  ACCOUNT_NOT_FOUND: 'Account not found',
} as const;
