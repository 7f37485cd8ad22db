import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { IdentityMessages } from '@bank/contracts/identity';
import { ApiError, api, errorMessage, sessionActive, sessionEndingByApp } from '../../../shared/api-client';
import { clearSession, forgetSignedIn } from '../../../shared/current-user';
import { notify } from '../../../shared/notify';

export async function logout(): Promise<void> {
  sessionEndingByApp();
  try {
    await api.post<void>('/api/logout', undefined, { handleUnauthorized: false });
  } catch (error) {
    // 401: the server already ended the session, which is what we asked for.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/** Sign out (header menu) or expire (session countdown): clear the user and cache, go to '/'. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = () => {
    clearSession(queryClient, '/');
    navigate('/', { replace: true });
  };

  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Signed out by choice: a later visit of a signed-in page is not told "You are logged out",
      // and the session's own toasts ("Welcome back!", a transfer's) do not follow to the landing page.
      forgetSignedIn();
      notify.closeAll();
      finish();
    },
    onError: (error) => {
      sessionActive(); // still signed in: a 401 from now on is an expiry again
      notify.error({ title: 'Sign Out Failed', description: errorMessage(error, 'Please try again.') });
    },
  });

  /**
   * Inactivity: the client session ends at once, whatever the server answers. The sign-out is sent
   * first (it marks every request in flight as ended by the app), then the cache is cleared, so no
   * poll can start after it and meet the ended session with a 401 that would lead to /login.
   */
  const expire = () => {
    notify.warning({ title: IdentityMessages.SESSION_EXPIRED, key: 'session-expired' });
    void logout().catch(() => undefined);
    finish();
  };

  return { signOut: () => mutation.mutate(), expire, isSigningOut: mutation.isPending };
}
