import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountOpeningMessages as M } from '@bank/contracts/account-opening';
import { errorMessage } from '../../../shared/api-client';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useVerifyApplicantEmail } from '../api/application-status';
import { OpeningShell } from '../components/opening-shell';

/**
 * `/open-account/verify?token=…` (signed out): the link emailed to an applicant. Opening it
 * verifies the email (once), and the page says so; from then on the application counts.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyApplicantEmail();
  // Once per page: React's development double effect must not spend the link twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  return (
    <OpeningShell title="Verify Email">
      {verify.isSuccess ? (
        <Result status="success" title="Email verified" subTitle={verify.data.message} data-testid="email-verified"
          extra={<Button type="primary" onClick={() => navigate('/open-account/status', { state: { referenceNumber: verify.data.referenceNumber } })}>
            Check application status
          </Button>} />
      ) : verify.isError ? (
        <Result status="warning" title="We could not verify this link" subTitle={errorMessage(verify.error, M.VERIFICATION_LINK_INVALID)}
          extra={<Button type="primary" onClick={() => navigate('/open-account')}>Start a new application</Button>} />
      ) : (
        <div className="verify-email__pending" aria-busy="true"><Spin /> Verifying your email…</div>
      )}
    </OpeningShell>
  );
}
