import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDto, AccountType } from '@bank/contracts/accounts';
import { maskAccountNumber } from '@bank/contracts/accounts';
import { api } from './api-client';

/**
 * The signed-in customer's accounts (GET /api/accounts). In shared/ because the dashboard,
 * accounts, transfer, history and statements screens all read them, and features never import
 * each other. A transfer invalidates this key.
 */
export const ACCOUNTS_KEY = ['accounts'] as const;

export function getAccounts(): Promise<AccountDto[]> {
  return api.get<AccountDto[]>('/api/accounts');
}

export const accountsQueryOptions = () => queryOptions({ queryKey: ACCOUNTS_KEY, queryFn: getAccounts });

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit',
};

/** "Checking ••0278": short enough for selects and summaries, unambiguous for the owner. */
export function accountShortLabel(account: Pick<AccountDto, 'accountType' | 'accountNumber'>): string {
  return `${ACCOUNT_TYPE_LABELS[account.accountType]} ${maskAccountNumber(account.accountNumber)}`;
}
