import { useEffect, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { IdentityMessages, UserRole } from '@bank/contracts/identity';
import { sessionEnded, sessionJustCleared } from '../shared/current-user';
import { notify } from '../shared/notify';
import { returnTo } from '../shared/return-to';
import { PageSpinner } from '../shared/ui/page-spinner';
import { useDocumentTitle } from '../shared/ui/use-document-title';

/** SPEC 9: the unauthorized redirect waits half a second so the toast can be read. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * A protected page visited without a session goes to /login, which comes back to it after the
 * sign-in. SPEC 2.1's toast and half-second wait only for someone whose session ended (issue 28
 * item 18): a visitor who never signed in here is not "logged out", they just meet the form.
 */
export function SignedOutRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Right after the app ended the session itself, go where it was heading, at once and silently.
    const destination = sessionJustCleared();
    if (destination) {
      navigate(destination, { replace: true });
      return;
    }
    const toLogin = () => navigate('/login', { replace: true, state: returnTo(pathname + search) });
    if (!sessionEnded()) {
      toLogin();
      return;
    }
    notify.info({ title: IdentityMessages.LOGGED_OUT_REDIRECT, key: 'logged-out' });
    const timer = window.setTimeout(toLogin, UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, pathname, search]);
  return <PageSpinner />;
}

/**
 * Hides the admin panel from non-admins with SPEC 2.19's Access Denied screen (the admin code is
 * never loaded for them); the server's role guard is what actually protects it.
 */
export function AdminOnly({ user, children }: { user: UserDto; children: ReactNode }) {
  return user.role === UserRole.ADMIN ? children : <AccessDenied />;
}

function AccessDenied() {
  const navigate = useNavigate();
  useDocumentTitle(IdentityMessages.ACCESS_DENIED_TITLE);
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{IdentityMessages.ACCESS_DENIED_TITLE}</h1>}
      subTitle={IdentityMessages.ACCESS_DENIED_TEXT}
      extra={<Button type="primary" onClick={() => navigate('/dashboard')}>Return to Dashboard</Button>}
    />
  );
}
