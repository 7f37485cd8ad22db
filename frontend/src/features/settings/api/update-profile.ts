import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@bank/contracts/identity';
import type { UpdateProfileRequest } from '@bank/contracts/profile';
import { api } from '../../../shared/api-client';
import { CURRENT_USER_KEY } from '../../../shared/current-user';

/** The Settings page's Profile tab (SPEC 7): answers the updated user. */
export function updateProfile(body: UpdateProfileRequest): Promise<UserDto> {
  return api.patch<UserDto>('/api/user/profile', body);
}

/** The answer replaces the cached user, so the header and the profile page show it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData<UserDto | null>(CURRENT_USER_KEY, user),
  });
}
