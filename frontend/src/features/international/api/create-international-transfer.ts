import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInternationalTransferRequest, CreateInternationalTransferResponse } from '@bank/contracts/international';
import { InternationalMessages } from '@bank/contracts/international';
import { PaymentMessages } from '@bank/contracts/payments';
import { ACCOUNTS_KEY } from '../../../shared/accounts';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { TRANSACTIONS_KEY } from '../../../shared/transactions';
import { TRANSFER_LIMITS_KEY } from '../../../shared/transfer-limits';
import { INTERNATIONAL_KEY } from './get-countries';

export interface CreateInternationalTransferInput {
  request: CreateInternationalTransferRequest;
  /** One per confirmed submission (DESIGN 3): a retried request moves the money once. */
  idempotencyKey: string;
}

export function createInternationalTransfer({ request, idempotencyKey }: CreateInternationalTransferInput): Promise<CreateInternationalTransferResponse> {
  return api.post<CreateInternationalTransferResponse>('/api/international-transfers', request, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The amount and fee are held at once: balances, history and the recent list all change. */
function refresh(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: INTERNATIONAL_KEY });
  void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: TRANSFER_LIMITS_KEY });
}

/** POST /api/international-transfers with the toasts of SPEC 8. */
export function useCreateInternationalTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternationalTransfer,
    onSuccess: ({ message, transfer }) => {
      const fallback = transfer.status === 'pending' ? InternationalMessages.TRANSFER_UNDER_REVIEW : InternationalMessages.TRANSFER_SUBMITTED;
      // Short: the receipt that replaces the form shows the reference and the amounts (docs/decisions/receipts.md).
      notify.success({ title: InternationalMessages.TRANSFER_AUTHORIZED_TITLE, description: message || fallback });
    },
    onError: (error) => {
      notify.error({ title: PaymentMessages.TRANSFER_FAILED_TITLE, description: errorMessage(error, PaymentMessages.TRANSFER_FAILED) });
    },
    // Even a refused transfer may have raced with another change: show what the server holds.
    onSettled: () => refresh(queryClient),
  });
}
