import { useEffect, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UserDto } from '@bank/contracts/identity';
import { IdentityMessages, UserRole } from '@bank/contracts/identity';
import { sessionJustCleared } from '../shared/current-user';
import { notify } from '../shared/notify';
import { PageSpinner } from '../shared/ui/page-spinner';
import { useDocumentTitle } from '../shared/ui/use-document-title';

/** SPEC 9: the unauthorized redirect waits half a second so the toast can be read. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** A protected page visited without a session (SPEC 2.1): toast, then /login after 0.5 s. */
export function SignedOutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    // Right after the app ended the session itself, go where it was heading, at once and silently.
    const destination = sessionJustCleared();
    if (destination) {
      navigate(destination, { replace: true });
      return;
    }
    notify.info({ title: IdentityMessages.LOGGED_OUT_REDIRECT, key: 'logged-out' });
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
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
