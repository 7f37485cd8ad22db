import { useMutation } from '@tanstack/react-query';
import type { RevealedCardDto } from '@bank/contracts/cards';
import { api } from '../../../shared/api-client';

/** The full number and CVV, after the password again; the dialog shows errors on the field. */
export function revealCard({ cardId, password }: { cardId: string; password: string }): Promise<RevealedCardDto> {
  return api.post<RevealedCardDto>(`/api/debit-cards/${cardId}/reveal`, { password });
}

export function useRevealCard() {
  return useMutation({ mutationFn: revealCard });
}
