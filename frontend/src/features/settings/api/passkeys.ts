import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyDto, RemovePasskeyRequest } from '@bank/contracts/profile';
import { ProfileMessages } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';
import { notify } from '../../../shared/notify';
import { passkeyCreation } from '../../../shared/passkeys';
import { SECURITY_STATUS_KEY } from './get-security-status';

/** Passkeys in Settings → Security: GET /api/user/passkeys, POST …/options then POST, POST …/{id}/remove. */
export const PASSKEYS_KEY = ['passkeys'] as const;

export const passkeysQueryOptions = () => queryOptions({ queryKey: PASSKEYS_KEY, queryFn: () => api.get<PasskeyDto[]>('/api/user/passkeys') });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    // The browser makes the key over the server's options; the server checks it and keeps it under the name.
    mutationFn: async (name: string) => api.post<PasskeyDto>('/api/user/passkeys', { name, response: await passkeyCreation('/api/user/passkeys/options') }),
    onSuccess: (passkey) => notify.success({ title: 'Passkey added', description: `"${passkey.name}" can now confirm your sign-ins and transfers.` }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }), queryClient.invalidateQueries({ queryKey: SECURITY_STATUS_KEY })]),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...proof }: RemovePasskeyRequest & { id: string }) => api.post<{ message: string }>(`/api/user/passkeys/${id}/remove`, proof),
    onSuccess: () => notify.success({ title: ProfileMessages.PASSKEY_REMOVED }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }), queryClient.invalidateQueries({ queryKey: SECURITY_STATUS_KEY })]),
  });
}
