import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardMessages, type AddToWalletResponse, type WalletType } from '@bank/contracts/cards';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { cardsChanged } from './get-cards';

export function addToWallet({ cardId, walletType }: { cardId: string; walletType: WalletType }): Promise<AddToWalletResponse> {
  return api.post<AddToWalletResponse>(`/api/debit-cards/${cardId}/add-to-wallet`, { walletType });
}

export function useAddToWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWallet,
    onSuccess: (response) => {
      notify.success({ title: CardMessages.WALLET_ADDED_TITLE, description: response.message });
      cardsChanged(queryClient);
    },
    onError: (error) => notify.error({ title: CardMessages.WALLET_FAILED_TITLE, description: errorMessage(error, CardMessages.WALLET_FAILED) }),
  });
}
