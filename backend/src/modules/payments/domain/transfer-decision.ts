import type { Money } from '../../../shared/money/money.js';
import type { TransferLimits, TransferUsage } from './transfer-limits.js';

/**
 * Everything a transfer is decided on, read at one moment: the customer, the step-up token, both
 * accounts, what the customer already sent, and the transfer itself. The transfer statement
 * (payments/infrastructure) reads the same facts under its locks and applies the same rules in the
 * same order; the parity suite runs every case through both.
 */
export interface TransferSnapshot {
  /** The caller's own checks (an international transfer's terms and security set-up), told first, in order. */
  checks: readonly { name: string; passes: boolean }[];
  /** The accounts are still what the caller identified (owner, number, currency); when not, the caller identifies them afresh. */
  accountsAsIdentified: boolean;
  customer: { transactionRestricted: boolean; restrictionReason: string | null };
  /** A step-up token for exactly this transfer, unused and unexpired. */
  stepUpTokenValid: boolean;
  source: { active: boolean; accountType: 'checking' | 'savings' | 'credit'; balance: Money; creditLimit: Money | null };
  /** Null when the money leaves the bank (international). */
  payee: { active: boolean } | null;
  /** Usage before this transfer; `payeeTodayUsd` null when the payee does not count. */
  usage: TransferUsage;
  transfer: { amount: Money; amountUsd: Money };
  limits: TransferLimits;
}

/** Why a transfer is refused; nothing is written. */
export type TransferRefusal =
  | { refused: 'CHECK_FAILED'; check: string }
  | { refused: 'ACCOUNTS_CHANGED' }
  | { refused: 'RESTRICTED'; explanation: string | null }
  | { refused: 'AUTHORIZATION_INVALID' }
  | { refused: 'ACCOUNT_INACTIVE' }
  | { refused: 'PAYEE_INACTIVE' }
  | { refused: 'DAILY_LIMIT' }
  | { refused: 'MONTHLY_LIMIT' }
  | { refused: 'PAYEE_DAILY_LIMIT' }
  | { refused: 'INSUFFICIENT_FUNDS' };

export type TransferRule = Exclude<TransferRefusal['refused'], 'CHECK_FAILED'>;

/**
 * The rules after the caller's checks, in the order the customer hears a refusal: the accounts as
 * identified, then who the customer is (restriction, token), then only what a token's holder may
 * learn about the accounts (source, payee), the limits (day, month, payee), and the funds.
 * (docs/decisions/transfers-limits-and-review.md, docs/decisions/payee-lookup-limit.md)
 */
export const TRANSFER_RULES: readonly TransferRule[] = [
  'ACCOUNTS_CHANGED', 'RESTRICTED', 'AUTHORIZATION_INVALID', 'ACCOUNT_INACTIVE', 'PAYEE_INACTIVE',
  'DAILY_LIMIT', 'MONTHLY_LIMIT', 'PAYEE_DAILY_LIMIT', 'INSUFFICIENT_FUNDS',
];

/** Each rule: true when the snapshot passes it. */
export const RULE_HOLDS: Record<TransferRule, (s: TransferSnapshot) => boolean> = {
  ACCOUNTS_CHANGED: (s) => s.accountsAsIdentified,
  RESTRICTED: (s) => !s.customer.transactionRestricted,
  AUTHORIZATION_INVALID: (s) => s.stepUpTokenValid,
  ACCOUNT_INACTIVE: (s) => s.source.active,
  PAYEE_INACTIVE: (s) => s.payee === null || s.payee.active,
  DAILY_LIMIT: (s) => !s.usage.todayUsd.plus(s.transfer.amountUsd).greaterThan(s.limits.dailyUsd),
  MONTHLY_LIMIT: (s) => !s.usage.earlierThisMonthUsd.plus(s.usage.todayUsd).plus(s.transfer.amountUsd).greaterThan(s.limits.monthlyUsd),
  PAYEE_DAILY_LIMIT: (s) => s.usage.payeeTodayUsd === null || !s.usage.payeeTodayUsd.plus(s.transfer.amountUsd).greaterThan(s.limits.payeeDailyUsd),
  INSUFFICIENT_FUNDS: (s) => !availableToSpend(s.source).lessThan(s.transfer.amount),
};

/** Balance for deposit accounts; for credit accounts, the limit minus what is owed (the balance is negative then). */
function availableToSpend(source: TransferSnapshot['source']): Money {
  return source.accountType === 'credit' && source.creditLimit ? source.creditLimit.plus(source.balance) : source.balance;
}

/** The first rule the snapshot breaks, in the order above; null when the transfer may open. */
export function decideTransfer(s: TransferSnapshot): TransferRefusal | null {
  const check = s.checks.find((c) => !c.passes);
  if (check) return { refused: 'CHECK_FAILED', check: check.name };
  const broken = TRANSFER_RULES.find((rule) => !RULE_HOLDS[rule](s));
  if (!broken) return null;
  return broken === 'RESTRICTED' ? { refused: 'RESTRICTED', explanation: s.customer.restrictionReason } : { refused: broken };
}
