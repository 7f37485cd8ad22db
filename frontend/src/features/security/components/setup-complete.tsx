import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { securitySetupReturnPath } from '../../../shared/step-up/transfer-security';

/** The wizard's end (SPEC 2.15): a completion card with 'Return to Banking'. */
export function SetupComplete() {
  const navigate = useNavigate();
  // Opened from a transfer page (issue 28 item 3): back there, where the form is filled again.
  const returnPath = securitySetupReturnPath();
  return (
    <Result
      status="success"
      title={<h2 className="security-page__result-title">Security Setup Complete</h2>}
      subTitle="Your security questions and signature now protect your transfers."
      extra={
        <Button type="primary" onClick={() => navigate(returnPath ?? '/')}>
          {returnPath ? 'Return to Your Transfer' : 'Return to Banking'}
        </Button>
      }
    />
  );
}
