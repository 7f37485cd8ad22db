import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardMessages, type CardApplicationRequest, type DebitCardDto } from '@bank/contracts/cards';
import { api, errorMessage } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { cardsChanged } from './get-cards';

export function applyForCard(request: CardApplicationRequest): Promise<DebitCardDto> {
  return api.post<DebitCardDto>('/api/debit-cards', request);
}

/** The full form and the quick 'Apply Now' both post here; SPEC 8 names their toasts differently. */
export function useApplyForCard(kind: 'full' | 'quick') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForCard,
    onSuccess: () => {
      notify.success({
        title: kind === 'full' ? CardMessages.APPLICATION_SUCCESS_TITLE : CardMessages.APPLICATION_SUBMITTED_TITLE,
        description: CardMessages.APPLICATION_SUBMITTED,
      });
      cardsChanged(queryClient);
    },
    onError: (error) => notify.error({ title: CardMessages.APPLICATION_FAILED_TITLE, description: errorMessage(error, CardMessages.APPLICATION_FAILED) }),
  });
}
