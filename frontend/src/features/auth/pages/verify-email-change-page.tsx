import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ProfileMessages as P } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../shared/current-user';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useVerifyEmailChange } from '../api/password-reset';
import { AuthFrame } from '../components/auth-frame';

/**
 * `/verify-email-change?token=…` (signed in or not): the link emailed to a customer's new address.
 * Opening it changes the email, once, and the page says so; a dead link sends them back to the
 * Profile page, where a new one is asked for.
 */
export function VerifyEmailChangePage() {
  useDocumentTitle('Confirm Email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const verify = useVerifyEmailChange();
  // Once per page: React's development double effect must not spend the link twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token }, { onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }) });
  }, [token, verify, queryClient]);

  const next = user
    ? <Link to="/profile"><Button type="primary">Go to Your Profile</Button></Link>
    : <Link to="/login"><Button type="primary">Sign In</Button></Link>;
  return (
    <AuthFrame title="Confirm Your New Email">
      {verify.isSuccess ? (
        <Result status="success" title="Email changed" data-testid="email-change-verified" extra={next}
          subTitle={<>{verify.data.message} From now on we write to <strong className="auth-page__address">{verify.data.email}</strong>.</>} />
      ) : verify.isError ? (
        <Result status="warning" title="We could not confirm this link" subTitle={errorMessage(verify.error, P.EMAIL_CHANGE_LINK_INVALID)} extra={next} />
      ) : (
        <div className="auth-page__pending" aria-busy="true"><Spin /> Confirming your new email…</div>
      )}
    </AuthFrame>
  );
}
