import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The wizard's end (SPEC 2.15): a completion card with 'Return to Banking'. */
export function SetupComplete() {
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={<h2 className="security-page__result-title">Security Setup Complete</h2>}
      subTitle="Your security questions and signature now protect your transfers."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Return to Banking
        </Button>
      }
    />
  );
}
