import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { leaveForSecuritySetup, useMissingTransferSecurity } from './transfer-security';

const MISSING_LABEL = { questions: 'security questions', signature: 'signature' } as const;

/**
 * Said at the top of a transfer form before the customer starts (issue 28 item 3): every transfer
 * is authorized with the signature and a security question, so without them it cannot be sent.
 * The button keeps what was typed (`draft`) and Security Setup comes back here.
 */
export function SecuritySetupNotice({ draft }: { draft: () => object }) {
  const missing = useMissingTransferSecurity();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (missing.length === 0) return null;
  const what = missing.map((part) => MISSING_LABEL[part]).join(' and ');
  return (
    <Alert
      type="warning"
      showIcon
      icon={<SafetyCertificateOutlined aria-hidden />}
      style={{ marginBottom: 20 }}
      title="Set up transfer security first"
      description={
        <>
          <p style={{ margin: '0 0 10px' }}>
            Your {what} {missing.length === 1 ? 'is' : 'are'} not set up yet, and every transfer is authorized with them. Setting up
            takes about two minutes; you come back here with what you have typed.
          </p>
          <Button type="primary" onClick={() => leaveForSecuritySetup(navigate, pathname, draft())}>
            Set Up Security
          </Button>
        </>
      }
    />
  );
}
