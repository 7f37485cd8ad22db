import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountInfoDto } from '@bank/contracts/accounts';
import { api } from '../../../shared/api-client';

/** The payee check of the transfer form: name, type and number of an account at the bank. */
export function lookupAccount(accountNumber: string): Promise<AccountInfoDto> {
  return api.get<AccountInfoDto>(`/api/accounts/lookup?accountNumber=${encodeURIComponent(accountNumber)}`);
}

export const accountLookupQueryOptions = (accountNumber: string) =>
  queryOptions({
    queryKey: ['account-lookup', accountNumber],
    queryFn: () => lookupAccount(accountNumber),
    staleTime: 60_000,
  });

export function useAccountLookup(accountNumber: string, enabled: boolean) {
  return useQuery({ ...accountLookupQueryOptions(accountNumber), enabled });
}
