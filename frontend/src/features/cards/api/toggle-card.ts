import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardMessages, type DebitCardDto } from '@bank/contracts/cards';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { cardsChanged } from './get-cards';

export function toggleCard({ cardId, enable }: { cardId: string; enable: boolean }): Promise<DebitCardDto> {
  return api.patch<DebitCardDto>(`/api/debit-cards/${cardId}/toggle`, { enable });
}

export function useToggleCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCard,
    onSuccess: (card) => {
      const enabled = card.isActive === 'true';
      notify.success({
        title: enabled ? CardMessages.CARD_UNFROZEN : CardMessages.CARD_FROZEN,
        description: enabled ? `Your card ending ${card.last4} can be used again.` : `Your card ending ${card.last4} is frozen until you unfreeze it.`,
      });
      cardsChanged(queryClient);
    },
    onError: (error) => {
      notify.error({ title: 'Update Failed', description: errorMessage(error, CardMessages.CARD_STATUS_FAILED) });
      cardsChanged(queryClient);
    },
  });
}
