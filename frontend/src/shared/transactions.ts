import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionDto, TransactionQuery, TransactionType } from '@bank/contracts/accounts';
import type { CursorPage } from '@bank/contracts/paging';
import type { MoneyDirection } from './money';
import { api } from './api-client';
import { useCursorPages } from './cursor-pages';

/**
 * The customer's transactions (GET /api/transactions, keyset pages), read by the dashboard,
 * accounts, history and statements screens. Every filter is its own entry under one key, so a
 * transfer invalidates them all at once.
 */
export const TRANSACTIONS_KEY = ['transactions'] as const;

export function getTransactions(query: TransactionQuery = {}): Promise<CursorPage<TransactionDto>> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return api.get<CursorPage<TransactionDto>>(`/api/transactions${search ? `?${search}` : ''}`);
}

/** A transaction's PDF receipt (an international transfer's in its own layout): a plain download, the session cookie goes with it. */
export function transactionReceiptUrl(transactionId: string): string {
  return `/api/transactions/${transactionId}/receipt`;
}

export const transactionsQueryOptions = (query: TransactionQuery = {}) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_KEY, query],
    queryFn: () => getTransactions(query),
    // A new filter keeps the previous rows on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

/** One page: the newest `limit` rows (the dashboard's recent five). */
export function useTransactions(query: Omit<TransactionQuery, 'cursor'> = {}) {
  return useQuery(transactionsQueryOptions(query));
}

/** The list with "Load more": pages of `query` after one another. */
export function useTransactionPages(query: Omit<TransactionQuery, 'cursor'>) {
  return useCursorPages<TransactionDto>({
    queryKey: [...TRANSACTIONS_KEY, 'pages', query],
    fetchPage: (cursor) => getTransactions({ ...query, cursor }),
  });
}

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
};

/**
 * Which way the money went for the person looking. With a focus account (one account's
 * history) it is that account's view; otherwise the customer's, where a transfer between two
 * of their own accounts moves nothing and is neutral.
 */
export function transactionDirection(
  transaction: Pick<TransactionDto, 'fromAccountId' | 'toAccountId'>,
  ownAccountIds: ReadonlySet<string>,
  focusAccountId?: string,
): MoneyDirection {
  const { fromAccountId, toAccountId } = transaction;
  if (focusAccountId) {
    if (fromAccountId === focusAccountId) return 'out';
    if (toAccountId === focusAccountId) return 'in';
    return 'neutral';
  }
  const fromOwn = fromAccountId !== null && ownAccountIds.has(fromAccountId);
  const toOwn = toAccountId !== null && ownAccountIds.has(toAccountId);
  if (fromOwn && toOwn) return 'neutral';
  if (fromOwn) return 'out';
  if (toOwn) return 'in';
  return 'neutral';
}
