import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomesticTransferRequest, DomesticTransferResponse } from '@bank/contracts/payments';
import { PaymentMessages } from '@bank/contracts/payments';
import { ACCOUNTS_KEY } from '../../../shared/accounts';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { TRANSACTIONS_KEY } from '../../../shared/transactions';
import { TRANSFER_LIMITS_KEY } from '../../../shared/transfer-limits';

export interface CreateTransferInput {
  request: DomesticTransferRequest;
  /** One per submission (DESIGN 3): a retried request moves the money once. */
  idempotencyKey: string;
}

export function createTransfer({ request, idempotencyKey }: CreateTransferInput): Promise<DomesticTransferResponse> {
  return api.post<DomesticTransferResponse>('/api/transfer', request, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * A transfer starts 'processing' and the server settles it within seconds (DESIGN 4), so the
 * balances and history are refreshed now and again shortly after, when the credit has landed.
 */
const SETTLEMENT_REFRESH_MS = [4_000, 10_000];

function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: TRANSFER_LIMITS_KEY });
}

/** POST /api/transfer with the toasts of SPEC 8. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => {
      // SPEC 8's toast, short: the receipt that replaces the form shows the amount, accounts and reference (docs/decisions/receipts.md).
      notify.success({ title: PaymentMessages.TRANSFER_SUCCESS_TITLE, description: PaymentMessages.TRANSFER_SUCCESS });
      for (const delay of SETTLEMENT_REFRESH_MS) window.setTimeout(() => refreshBalances(queryClient), delay);
    },
    onError: (error) => {
      notify.error({ title: PaymentMessages.TRANSFER_FAILED_TITLE, description: errorMessage(error, PaymentMessages.TRANSFER_FAILED) });
    },
    // Even a refused transfer may have raced with another change: show what the server holds.
    onSettled: () => refreshBalances(queryClient),
  });
}
