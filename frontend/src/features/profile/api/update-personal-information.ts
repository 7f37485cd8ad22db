import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@bank/contracts/identity';
import type { UpdateAuthProfileRequest } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';
import { CURRENT_USER_KEY } from '../../../shared/current-user';

/** The Profile page's form (SPEC 7: PATCH /api/auth/profile, no address). Answers the updated user. */
export function updatePersonalInformation(body: UpdateAuthProfileRequest): Promise<UserDto> {
  return api.patch<UserDto>('/api/auth/profile', body);
}

/** The answer replaces the cached user, so the header shows a new name at once. */
export function useUpdatePersonalInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalInformation,
    onSuccess: (user) => queryClient.setQueryData<UserDto | null>(CURRENT_USER_KEY, user),
  });
}
