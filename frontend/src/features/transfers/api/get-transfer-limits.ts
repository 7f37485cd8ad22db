import { useQuery } from '@tanstack/react-query';
import type { TransferLimitsDto } from '@bank/contracts/payments';
import { api } from '../../../shared/api-client';

/** Under TRANSACTIONS' umbrella in spirit: a transfer changes them, and they are read fresh for each payee. */
export const TRANSFER_LIMITS_KEY = ['transfer-limits'] as const;

/**
 * GET /api/transfers/limits: what is left today, this month and today for this payee, in USD.
 * Asked only for a payee the lookup found (each answer counts as a payee lookup).
 */
export function useTransferLimits(fromAccountId: string | undefined, toAccountNumber: string | null) {
  return useQuery({
    queryKey: [...TRANSFER_LIMITS_KEY, fromAccountId, toAccountNumber],
    queryFn: () => api.get<TransferLimitsDto>(`/api/transfers/limits?${new URLSearchParams({ fromAccountId: fromAccountId!, toAccountNumber: toAccountNumber! })}`),
    enabled: !!fromAccountId && !!toAccountNumber,
    staleTime: 30_000,
  });
}
