import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DomesticTransferRequest, DomesticTransferResponse } from '@bank/contracts/payments';
import { PaymentMessages } from '@bank/contracts/payments';
import { ACCOUNTS_KEY } from '../../../shared/accounts';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { TRANSACTIONS_KEY } from '../../../shared/transactions';

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
}

/** POST /api/transfer with the toasts of SPEC 8. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => {
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

/** A random UUID where crypto.randomUUID is missing (it needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
