import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminAccountDto, AdminDomesticPaymentDto, AdminStatsDto, AdminUserDto, AuditEntryDto, CreateAccountRequest, CreateUserRequest,
} from '@bank/contracts/admin';
import type { AdminApplicationDetailDto, AdminApplicationListItemDto } from '@bank/contracts/account-opening';
import type { AdminCreateCardRequest, AdminDebitCardDto, CardApplicationDto } from '@bank/contracts/cards';
import { AdminCardMessages, CardMessages } from '@bank/contracts/cards';
import type { AdminSessionsDto } from '@bank/contracts/identity';
import type {
  AdminInternationalTransferDto, ExchangeRateDto, InternationalPaymentStatusRequest, SupportedCountryDto, UpdateExchangeRateRequest,
} from '@bank/contracts/international';
import type { AdminSupportMessageDto } from '@bank/contracts/notifications';
import { SupportMessageMessages } from '@bank/contracts/notifications';
import type { IncomingDepositDto, RecordIncomingDepositRequest } from '@bank/contracts/payments';
import { DepositMessages } from '@bank/contracts/payments';
import type { CursorPage } from '@bank/contracts/paging';
import { api, errorMessage } from '../../../shared/api-client';
import { EXCHANGE_RATES_KEY } from '../../../shared/exchange-rates';
import { notify } from '../../../shared/notify';

// The back office's calls (SPEC 7 "Administrator"). Every change invalidates the admin lists and
// stats, so each tab shows the server's state after it.

const ADMIN_KEY = ['admin'] as const;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'stats'], queryFn: () => api.get<AdminStatsDto>('/api/admin/stats') });
export const useAdminStats = () => useQuery(adminStatsQueryOptions());

export interface ListParams {
  cursor?: string;
  limit?: number;
  search?: string;
  status?: string;
  action?: string;
  targetId?: string;
  /** A customer's id: the audit entries on that customer and on what is theirs (accounts, cards, payments...). */
  customerId?: string;
  /** ISO alpha-3 recipient country (international payments). */
  country?: string;
}

function useAdminList<T>(name: string, path: string, params: ListParams) {
  return useQuery({
    queryKey: [...ADMIN_KEY, name, params],
    queryFn: () => api.get<CursorPage<T>>(`${path}${query({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (params: ListParams) => useAdminList<AdminUserDto>('users', '/api/admin/users', params);
export const useAdminAccounts = (params: ListParams) => useAdminList<AdminAccountDto>('accounts', '/api/admin/accounts', params);
export const useDomesticPayments = (params: ListParams) => useAdminList<AdminDomesticPaymentDto>('payments', '/api/admin/payments/domestic', params);
/** Compliance hits (pending, not checked) first, then newest (docs/decisions/international-transfers.md). */
export const useInternationalPayments = (params: ListParams) =>
  useAdminList<AdminInternationalTransferDto>('international-payments', '/api/admin/payments/international', params);
/** The customers' messages to staff, newest first; `status` open or answered (issue 28 item 7). */
export const useSupportMessages = (params: ListParams) => useAdminList<AdminSupportMessageDto>('messages', '/api/admin/messages', params);
/** Incoming deposits recorded against a funding reference; `status` pending or approved (issue 28 item 11). */
export const useDeposits = (params: ListParams) => useAdminList<IncomingDepositDto>('deposits', '/api/admin/deposits', params);
/** The countries for the International Transfers filter: the same list the customer's form offers. */
export const useInternationalCountries = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'international-countries'],
    queryFn: () => api.get<SupportedCountryDto[]>('/api/international-transfers/countries'),
    staleTime: 10 * 60_000,
  });
export const useAuditEntries = (params: ListParams) => useAdminList<AuditEntryDto>('audit', '/api/admin/audit', params);

/** The Cards tab's two lists: applications (by status; the pending queue oldest first) and the cards in force. */
export const useCardApplications = (params: ListParams) => useAdminList<CardApplicationDto>('card-applications', '/api/admin/card-applications', params);
export const useAdminCards = (params: ListParams) => useAdminList<AdminDebitCardDto>('debit-cards', '/api/admin/debit-cards', params);

export const useAdminSessions = () =>
  useQuery({ queryKey: [...ADMIN_KEY, 'sessions'], queryFn: () => api.get<AdminSessionsDto>('/api/admin/sessions'), refetchInterval: 5000 });

export const useUserSecurityStatus = (userId: string | null) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'security-status', userId],
    queryFn: () => api.get<{ hasSecurityQuestions: boolean; hasSignature: boolean }>(`/api/admin/user/${userId}/security-status`),
    enabled: userId !== null,
  });

interface ChangeOptions {
  /** Shown above the message on failure (SPEC 8 'Application Failed'). */
  failureTitle?: string;
  /** Keys outside the back office the change makes stale (a rate the customer's quote reads). */
  invalidates?: QueryKey[];
}

/** How a screen uses a change: a dialog shows its failure inside itself (useDialogError) instead of a toast. */
export interface ChangeUse {
  inline?: boolean;
}

/**
 * A change with the SPEC 8 success title (or one made from the server's answer) and failure
 * fallback; refreshes every admin view and the keys it names. `failure` is the fallback text a
 * dialog shows when the change is used inline.
 */
function useAdminChange<V, R = unknown>(
  call: (variables: V) => Promise<R>, success: string | ((variables: V, data: R) => string), failure: string,
  { failureTitle, invalidates = [] }: ChangeOptions = {}, { inline = false }: ChangeUse = {},
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: (data, variables) => notify.success({ title: typeof success === 'string' ? success : success(variables, data) }),
    onError: (error) => {
      if (inline) return;
      notify.error(failureTitle ? { title: failureTitle, description: errorMessage(error, failure) } : { title: errorMessage(error, failure) });
    },
    onSettled: () => Promise.all([ADMIN_KEY, ...invalidates].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  return Object.assign(mutation, { failure });
}

export const useCreateUser = (use?: ChangeUse) =>
  useAdminChange((body: CreateUserRequest) => api.post('/api/admin/users', body), 'User Created', 'Failed to create user', undefined, use);
export const useSetUserStatus = (use?: ChangeUse) =>
  useAdminChange(({ id, isActive }: { id: string; isActive: boolean }) => api.patch(`/api/admin/users/${id}/status`, { isActive }), 'Status Updated', 'Failed to update user status', undefined, use);
export const useSetRestrictions = (use?: ChangeUse) =>
  useAdminChange(({ id, ...body }: { id: string; loginRestricted: boolean; transactionRestricted: boolean; reason: string }) =>
    api.patch(`/api/admin/users/${id}/restrictions`, body), 'Restrictions Updated', 'Failed to update user status', undefined, use);
export const useResetPassword = (use?: ChangeUse) =>
  useAdminChange(({ id, newPassword }: { id: string; newPassword: string }) => api.patch(`/api/admin/users/${id}/password`, { newPassword }), 'Password Reset', 'Failed to reset password', undefined, use);
export const useDeleteUser = (use?: ChangeUse) =>
 useAdminChange((id: string) => api.delete(`/api/admin/users/${id}`), 'User Deleted', 'Failed to delete user', undefined, use);
export const useResetQuestions = (use?: ChangeUse) =>
  useAdminChange((id: string) => api.delete(`/api/admin/user/${id}/security-questions`), 'Security Questions Reset', 'Failed to reset security questions', undefined, use);
export const useResetSignature = (use?: ChangeUse) =>
  useAdminChange((id: string) => api.delete(`/api/admin/user/${id}/signature`), 'Signature Reset', 'Failed to reset biometric signature', undefined, use);
export const useCreateAccount = (use?: ChangeUse) =>
  useAdminChange((body: CreateAccountRequest) => api.post('/api/admin/accounts', body), 'Account Created', 'Failed to create account', undefined, use);
export const useAdjustBalance = (use?: ChangeUse) =>
  useAdminChange(({ id, ...body }: { id: string; newBalance: string; reason: string }) => api.patch(`/api/admin/accounts/${id}/balance`, body), 'Balance Updated', 'Failed to update balance', undefined, use);
export const useChangeCurrency = (use?: ChangeUse) =>
  useAdminChange(({ id, ...body }: { id: string; newCurrency: string; reason: string }) => api.patch(`/api/admin/accounts/${id}/currency`, body), 'Currency Updated', 'Failed to change currency', undefined, use);
export const useDeleteAccount = (use?: ChangeUse) =>
 useAdminChange((id: string) => api.delete(`/api/admin/accounts/${id}`), 'Account Deleted', 'Failed to delete account', undefined, use);
export const useSetPaymentStatus = (use?: ChangeUse) =>
  useAdminChange(({ id, ...body }: { id: string; status: string; adminNotes: string; creditNote: string }) =>
    api.patch(`/api/admin/payments/domestic/${id}/status`, body), 'Status Updated', 'Failed to update payment status', undefined, use);
export const useSetInternationalPaymentStatus = (use?: ChangeUse) =>
  useAdminChange(({ id, ...body }: InternationalPaymentStatusRequest & { id: string }) =>
    api.patch(`/api/admin/payments/international/${id}/status`, body), 'Status Updated', 'Failed to update payment status', undefined, use);
/** A new stored rate, audited with the reason; the customer's quote reads the same rates, so that key goes stale too. */
export const useUpdateExchangeRate = (use?: ChangeUse) =>
  useAdminChange(({ currency, ...body }: UpdateExchangeRateRequest & { currency: string }) =>
    api.patch<{ message: string; rate: Pick<ExchangeRateDto, 'currency' | 'usdRate' | 'rateDate'> }>(`/api/admin/exchange-rates/${currency}`, body),
  (_variables, { message }) => message, 'Failed to update exchange rate', { invalidates: [EXCHANGE_RATES_KEY] }, use);
export const useRevokeSession = (use?: ChangeUse) =>
  useAdminChange((customerId: string) => api.post('/api/admin/sessions/revoke', { userId: customerId }), 'Session Revoked', 'Failed to revoke session', undefined, use);
export const useSetSessionTimeout = (use?: ChangeUse) =>
  useAdminChange((timeoutMinutes: number) => api.patch('/api/admin/sessions/timeout', { timeoutMinutes }), 'Timeout Updated', 'Failed to update timeout', undefined, use);
export const useProcessCardApplication = (use?: ChangeUse) =>
  useAdminChange(({ id, ...body }: { id: string; approve: boolean; reason?: string }) => api.post(`/api/admin/card-applications/${id}/process`, body),
    ({ approve }) => (approve ? 'Application Approved' : 'Application Declined'), AdminCardMessages.PROCESS_FAILED, { failureTitle: AdminCardMessages.PROCESS_FAILED_TITLE }, use);
export const useCreateCard = (use?: ChangeUse) =>
  useAdminChange((body: AdminCreateCardRequest) => api.post('/api/admin/debit-cards', body), AdminCardMessages.CARD_CREATED, AdminCardMessages.CREATE_FAILED, undefined, use);
export const useSetCardStatus = (use?: ChangeUse) =>
  useAdminChange(({ id, isActive }: { id: string; isActive: boolean }) => api.patch(`/api/admin/debit-cards/${id}/status`, { isActive }),
    ({ isActive }) => (isActive ? CardMessages.CARD_ENABLED : CardMessages.CARD_DISABLED), AdminCardMessages.STATUS_FAILED, undefined, use);
/** The full number for the show/hide toggle; the server audits each call, so nothing is cached. */
export const useShowCardNumber = () =>
  useMutation({
    mutationFn: (id: string) => api.post<{ cardNumber: string }>(`/api/admin/debit-cards/${id}/show-number`),
    onError: (error) => notify.error({ title: errorMessage(error, 'Could not show the card number') }),
  });

/** Account-opening applications (docs/decisions/account-opening.md): newest first, keyset-paged. */
export const useAdminApplications = (params: ListParams) =>
  useAdminList<AdminApplicationListItemDto>('applications', '/api/admin/account-opening/applications', params);
/**
 * The drawer opens an application for review: POST …/review moves a submitted one to under review
 * (audited once; again it changes nothing) and answers the whole application.
 */
export const useAdminApplication = (id: string | null) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'application', id],
    queryFn: () => api.post<AdminApplicationDetailDto>(`/api/admin/account-opening/applications/${id}/review`),
    enabled: id !== null,
  });
export const useApproveApplication = (use?: ChangeUse) =>
  useAdminChange((id: string) => api.post<AdminApplicationDetailDto>(`/api/admin/account-opening/applications/${id}/approve`),
    'Application Approved', 'Failed to approve application', { failureTitle: 'Application Failed' }, use);
export const useRejectApplication = (use?: ChangeUse) =>
  useAdminChange(({ id, reason }: { id: string; reason: string }) =>
    api.post<AdminApplicationDetailDto>(`/api/admin/account-opening/applications/${id}/reject`, { reason }),
    'Application Rejected', 'Failed to reject application', { failureTitle: 'Application Failed' }, use);
export const useReplyToMessage = (use?: ChangeUse) =>
  useAdminChange(({ id, reply }: { id: string; reply: string }) => api.post(`/api/admin/messages/${id}/reply`, { reply }), SupportMessageMessages.REPLIED, 'Failed to send the reply', undefined, use);
export const useRecordDeposit = (use?: ChangeUse) =>
  useAdminChange((body: RecordIncomingDepositRequest) => api.post('/api/admin/deposits', body), DepositMessages.RECORDED, 'Failed to record the deposit', undefined, use);
export const useApproveDeposit = (use?: ChangeUse) =>
  useAdminChange((id: string) => api.post(`/api/admin/deposits/${id}/approve`), DepositMessages.APPROVED, 'Failed to approve the deposit', undefined, use);
export const useRejectDeposit = (use?: ChangeUse) =>
  useAdminChange(({ id, reason }: { id: string; reason: string }) => api.post(`/api/admin/deposits/${id}/reject`, { reason }),
    DepositMessages.REJECTED, 'Failed to reject the deposit', undefined, use);
