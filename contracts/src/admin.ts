import type { AccountType, Currency, TransactionStatus } from './accounts.js';

/** GET /api/admin/stats. totalBalance: customer balances converted to USD at the stored rates. */
export interface AdminStatsDto {
  totalUsers: number;
  totalAccounts: number;
  totalBalance: string;
  todayTransactions: number;
}

/** A customer account as the back office sees it. */
export interface AdminAccountDto {
  id: string;
  userId: string;
  customerId: string;
  customerName: string;
  accountNumber: string;
  accountType: AccountType;
  currency: Currency;
  balance: string;
  creditLimit: string | null;
  /** Last 4 digits of the account's card, or null (no card). */
  cardLast4: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface AdminUserDto {
  id: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: 'user' | 'admin';
  isActive: boolean;
  loginRestricted: boolean;
  transactionRestricted: boolean;
  restrictionReason: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  accounts: AdminAccountDto[];
}

export interface AdminDomesticPaymentDto {
  id: string;
  transactionCode: string;
  fromAccountNumber: string | null;
  toAccountNumber: string | null;
  customerName: string;
  amount: string;
  currency: Currency;
  status: TransactionStatus;
  description: string;
  adminNotes: string | null;
  creditNote: string | null;
  heldForReview: boolean;
  statusUpdatedBy: string | null;
  statusUpdatedAt: string | null;
  createdAt: string;
}

export const AUDIT_ACTIONS = [
  'user.create', 'user.status', 'user.restrictions', 'user.password-reset', 'user.delete',
  'user.security-questions-reset', 'user.signature-reset',
  'account.create', 'account.balance', 'account.currency', 'account.delete',
  'payment.status', 'payment.international-status', 'exchange-rate.update',
  'card.application-process', 'card.create', 'card.status', 'card.number-shown',
  'application.review-start', 'application.approve', 'application.reject', 'session.timeout',
  'message.reply', 'deposit.record', 'deposit.approve', 'deposit.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What staff read for each action (the code stays the filter's value and the stored name). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.create': 'User created',
  'user.status': 'User activated or deactivated',
  'user.restrictions': 'Restrictions changed',
  'user.password-reset': 'Password reset',
  'user.delete': 'User deleted',
  'user.security-questions-reset': 'Security questions reset',
  'user.signature-reset': 'Signature reset',
  'account.create': 'Account created',
  'account.balance': 'Balance adjusted',
  'account.currency': 'Currency changed',
  'account.delete': 'Account deleted',
  'payment.status': 'Domestic transfer status set',
  'payment.international-status': 'International transfer status set',
  'exchange-rate.update': 'Exchange rate changed',
  'card.application-process': 'Card application decided',
  'card.create': 'Card created',
  'card.status': 'Card enabled or disabled',
  'card.number-shown': 'Card number shown',
  'application.review-start': 'Account application opened for review',
  'application.approve': 'Account application approved',
  'application.reject': 'Account application rejected',
  'session.timeout': 'Session timeout changed',
  'message.reply': 'Customer message answered',
  'deposit.record': 'Incoming deposit recorded',
  'deposit.approve': 'Incoming deposit approved',
  'deposit.reject': 'Incoming deposit rejected',
};

export type AuditTargetType = AuditEntryDto['targetType'];

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  user: 'User',
  account: 'Account',
  payment: 'Transfer',
  card: 'Card',
  application: 'Account application',
  'exchange-rate': 'Exchange rate',
  setting: 'Bank-wide setting',
  message: 'Customer message',
  deposit: 'Incoming deposit',
};

/** One staff action: who, when, what, on what, the state before and after, and why. */
export interface AuditEntryDto {
  id: string;
  actorId: string;
  actorCustomerId: string;
  action: AuditAction;
  targetType: 'user' | 'account' | 'payment' | 'card' | 'application' | 'exchange-rate' | 'setting' | 'message' | 'deposit';
  targetId: string;
  /** The customer the target is or belongs to (a user, or an account's holder), when known. */
  targetCustomer: { customerId: string; name: string } | null;
  /** An account target's number, when the account is known. */
  targetAccountNumber: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  createdAt: string;
}

export interface CreateUserRequest {
  customerId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  dateOfBirth?: string;
  address?: string;
}

export interface CreateAccountRequest {
  userId: string;
  accountType?: AccountType;
  currency?: Currency;
  initialBalance?: string | number;
  balance?: string | number;
  creditLimit?: string | number;
}

export const AdminMessages = {
  NOT_YOURSELF: 'Administrators cannot deactivate, restrict or delete their own profile',
  USER_NOT_FOUND: 'User not found',
  PAYMENT_NOT_FOUND: 'Payment not found',
  REASON_REQUIRED: 'A reason is required',
  NEW_BALANCE_INVALID: 'New balance must be a number with at most 2 decimals',
  BALANCE_BELOW_ZERO: 'A checking or savings balance cannot be negative',
  BALANCE_PAST_LIMIT: 'The balance cannot go past the credit limit',
  CURRENCY_INVALID: 'Please choose a supported currency',
  STATUS_INVALID: 'Please choose a valid status',
  SELECT_CUSTOMER: 'Please select a customer',
  ACCOUNT_HAS_BALANCE: 'The account still has a balance. Move it out before deleting the account.',
  TRANSFER_IN_FLIGHT: 'A transfer of this account is still in flight. Wait until it settles or set its status first.',
  USER_HAS_BALANCE: 'The user still has money in an account. Move it out before deleting the user.',
  PASSWORDS_TOO_SHORT: 'Password must be at least 8 characters long',
  IS_ACTIVE_REQUIRED: 'isActive must be true or false',
  RESTRICTIONS_REQUIRED: 'loginRestricted and transactionRestricted must be true or false',
} as const;
