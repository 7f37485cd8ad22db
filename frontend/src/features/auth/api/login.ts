import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRequest, LoginResponse, UserDto } from '@bank/contracts/identity';
import { IdentityMessages } from '@bank/contracts/identity';
import { api, errorMessage } from '../../../shared/api-client';
import { CURRENT_USER_KEY } from '../../../shared/current-user';
import { notify } from '../../../shared/notify';
import { pathAfterSignIn } from '../../../shared/return-to';

/** SPEC 9: the login screen moves on about a second after the welcome toast. */
const REDIRECT_DELAY_MS = 1000;

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  // A 401 here is a wrong password, not an expired session: the caller shows it.
  return api.post<LoginResponse>('/api/login', credentials, { handleUnauthorized: false });
}

/**
 * The login handler of SPEC 8: it raises both toasts. The user is put into the cache only
 * when the redirect happens, because that flips the router to the signed-in routes and would
 * otherwise cut the welcome second short. Lives in useMutation's options (not mutate's) so it
 * still runs if the page unmounts meanwhile.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A deep link or an ended session sent the customer here: go back to the page asked for.
  const { state } = useLocation();
  const destination = pathAfterSignIn(state);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      notify.success({ title: IdentityMessages.WELCOME_TITLE, description: IdentityMessages.welcome(user.firstName) });
      window.setTimeout(() => {
        queryClient.setQueryData<UserDto | null>(CURRENT_USER_KEY, user);
        navigate(destination, { replace: true });
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      notify.error({
        title: IdentityMessages.LOGIN_FAILED_TITLE,
        description: errorMessage(error, IdentityMessages.INVALID_CREDENTIALS),
      });
    },
  });
}
