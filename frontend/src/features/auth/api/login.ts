import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginRequest, LoginResponse, SecondFactorRequiredResponse, UserDto } from '@bank/contracts/identity';
import { IdentityMessages } from '@bank/contracts/identity';
import { api, errorMessage } from '../../../shared/api-client';
import { CURRENT_USER_KEY } from '../../../shared/current-user';
import { notify } from '../../../shared/notify';
import { passkeyAssertion } from '../../../shared/passkeys';
import { pathAfterSignIn } from '../../../shared/return-to';

/** SPEC 9: the login screen moves on about a second after the welcome toast. */
const REDIRECT_DELAY_MS = 1000;

export type LoginAnswer = LoginResponse | SecondFactorRequiredResponse;

export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  // A 401 here is a wrong password, not an expired session: the caller shows it.
  return api.post<LoginAnswer>('/api/login', credentials, { handleUnauthorized: false });
}

/** The second step for a customer with sign-in verification on: a code from the app or a recovery code. */
export function completeLogin(code: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login/2fa', { code }, { handleUnauthorized: false });
}

/** The second step with a passkey: the browser signs the server's challenge with one of the customer's passkeys. */
export async function completeLoginWithPasskey(): Promise<LoginResponse> {
  const response = await passkeyAssertion('/api/login/passkey/options', undefined, { handleUnauthorized: false });
  return api.post<LoginResponse>('/api/login/passkey', { response }, { handleUnauthorized: false });
}

export const needsSecondFactor = (answer: LoginAnswer | undefined): answer is SecondFactorRequiredResponse =>
  answer !== undefined && 'twoFactorRequired' in answer;

/**
 * The welcome of SPEC 8. The user is put into the cache only when the redirect happens, because
 * that flips the router to the signed-in routes and would otherwise cut the welcome second short.
 */
function useWelcome() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A deep link or an ended session sent the customer here: go back to the page asked for.
  const { state } = useLocation();
  const destination = pathAfterSignIn(state);
  return (user: UserDto) => {
    notify.success(user.previousLoginAt
      ? { title: IdentityMessages.WELCOME_TITLE, description: IdentityMessages.welcome(user.firstName) }
      : { title: IdentityMessages.FIRST_WELCOME_TITLE, description: IdentityMessages.firstWelcome(user.firstName) });
    window.setTimeout(() => {
      queryClient.setQueryData<UserDto | null>(CURRENT_USER_KEY, user);
      navigate(destination, { replace: true });
    }, REDIRECT_DELAY_MS);
  };
}

const loginFailed = (error: Error) => notify.error({
  title: IdentityMessages.LOGIN_FAILED_TITLE,
  description: errorMessage(error, IdentityMessages.INVALID_CREDENTIALS),
});

/**
 * The login handler of SPEC 8: the welcome toast (a customer with sign-in verification gets it
 * after the code). Lives in useMutation's options (not mutate's) so it still runs if
 * the page unmounts meanwhile.
 */
export function useLogin() {
  const welcome = useWelcome();
  // A refusal of the password step is said in the form (LoginForm), not in a toast (issue 28 item 15).
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => { if (!needsSecondFactor(answer)) welcome(answer.user); },
  });
}

export function useCompleteLogin() {
  const welcome = useWelcome();
  return useMutation({
    mutationFn: completeLogin,
    onSuccess: ({ user }) => welcome(user),
    onError: loginFailed,
  });
}

export function useCompleteLoginWithPasskey() {
  const welcome = useWelcome();
  return useMutation({
    mutationFn: completeLoginWithPasskey,
    onSuccess: ({ user }) => welcome(user),
  });
}
