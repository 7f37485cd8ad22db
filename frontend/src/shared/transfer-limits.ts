import { useQuery } from '@tanstack/react-query';
import type { TransferLimitsDto } from '@bank/contracts/payments';
import { PaymentMessages } from '@bank/contracts/payments';
import { api } from './api-client';
import { compareAmounts } from './money';

/** Every transfer changes them: both transfer forms invalidate this key after one is made. */
export const TRANSFER_LIMITS_KEY = ['transfer-limits'] as const;

/**
 * Whom the limits are asked for: an account number of this bank (each answer counts as a payee
 * lookup, so only for a payee the lookup found), or a recipient abroad.
 */
export type LimitsPayee =
  | { toAccountNumber: string }
  | { recipientCountryCode: string; recipientAccountNumber: string; recipientIfscCode?: string; recipientBankCode?: string };

/** GET /api/transfers/limits: what is left today, this month and today for this payee, in USD. */
export function useTransferLimits(fromAccountId: string | undefined, payee: LimitsPayee | null) {
  return useQuery({
    queryKey: [...TRANSFER_LIMITS_KEY, fromAccountId, payee],
    queryFn: () => api.get<TransferLimitsDto>(`/api/transfers/limits?${new URLSearchParams({ fromAccountId: fromAccountId!, ...withoutEmpty(payee!) })}`),
    enabled: !!fromAccountId && !!payee,
    staleTime: 30_000,
  });
}

function withoutEmpty(payee: LimitsPayee): Record<string, string> {
  return Object.fromEntries(Object.entries(payee).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The limits' words, as the server says them when it refuses (SPEC 9; the per-payee one, issue 24). */
export const LimitMessages = {
  DAILY: 'This transfer would exceed your daily transfer limit of $10,000.00',
  MONTHLY: 'This transfer would exceed your monthly transfer limit of $50,000.00',
  PAYEE: PaymentMessages.PAYEE_DAILY_LIMIT,
} as const;

/** Which limit the amount (in USD) would break, told in the server's order (day, month, payee), or null. */
export function limitProblem(amountUsd: string, limits: TransferLimitsDto | undefined): string | null {
  if (!limits) return null;
  if (compareAmounts(amountUsd, limits.dailyRemaining) > 0) return LimitMessages.DAILY;
  if (compareAmounts(amountUsd, limits.monthlyRemaining) > 0) return LimitMessages.MONTHLY;
  if (compareAmounts(amountUsd, limits.payeeRemaining) > 0) return LimitMessages.PAYEE;
  return null;
}
