import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DebitCardDto } from '@bank/contracts/cards';
import { ACCOUNTS_KEY } from '../../../shared/accounts';
import { api } from '../../../shared/api-client';

/** The customer's cards and applications (GET /api/debit-cards). */
export const CARDS_KEY = ['debit-cards'] as const;

export function getCards(): Promise<DebitCardDto[]> {
  return api.get<DebitCardDto[]>('/api/debit-cards');
}

export const cardsQueryOptions = () => queryOptions({ queryKey: CARDS_KEY, queryFn: getCards });

export function useCards() {
  return useQuery(cardsQueryOptions());
}

/** After any card change: the cards and My Accounts (which shows each account's card) reload. */
export function cardsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CARDS_KEY });
  void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
}
