import { useState } from 'react';
import { Alert, Button, Result, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { OpeningShell } from '../components/opening-shell';
import { OpeningWizard } from '../components/opening-wizard';
import { AccountOpeningMessages as M, REVIEW_BUSINESS_DAYS } from '@bank/contracts/account-opening';

/** SPEC 2.18 `/open-account` (signed out): the five-step application, then its reference number. */
export function OpenAccountPage() {
  useDocumentTitle('Open an Account');
  const navigate = useNavigate();
  const [reference, setReference] = useState<string | null>(null);
  return (
    <OpeningShell title="Open an Account" intro="Five short steps. Keep your identity document and a proof of address at hand.">
      {reference ? (
        <Result
          status="success"
          title={M.SUBMITTED_TITLE}
          subTitle={
            <>
              <Typography.Paragraph>
                Your reference number is{' '}
                <Typography.Text strong copyable data-testid="application-reference">{reference}</Typography.Text>.
                Keep it: with your date of birth it shows where your application stands.
              </Typography.Paragraph>
              <Alert type="info" showIcon data-testid="verify-email-first" title={M.VERIFY_EMAIL_FIRST} />
              <Typography.Paragraph>We review every application within {REVIEW_BUSINESS_DAYS} once its email is verified.</Typography.Paragraph>
            </>
          }
          extra={[
            <Button key="status" type="primary" onClick={() => navigate('/open-account/status', { state: { referenceNumber: reference } })}>
              Check application status
            </Button>,
            <Button key="again" onClick={() => setReference(null)}>Start a new application</Button>,
          ]}
        />
      ) : (
        <OpeningWizard onSubmitted={setReference} />
      )}
    </OpeningShell>
  );
}
