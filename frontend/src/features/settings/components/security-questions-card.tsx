import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useSecurityStatus } from '../api/get-security-status';

function StatusLine({ done, label }: { done: boolean; label: string }) {
  return (
    <li className="settings-status-line">
      {done ? <CheckCircleFilled aria-hidden style={{ color: '#237804' }} /> : <ExclamationCircleFilled aria-hidden style={{ color: '#ad4e00' }} />}
      <span>
        {label}: <strong>{done ? 'Set up' : 'Not set up'}</strong>
      </span>
    </li>
  );
}

/** Settings → Security → what the security questions are for, and where to set them up. */
export function SecurityQuestionsCard() {
  const { data } = useSecurityStatus();
  return (
    <Card title={<h2 className="settings-card-title">Transfer Security Questions</h2>}>
      <Typography.Paragraph>
        Your transfer security: before money leaves your account you draw your signature and answer one of three security questions
        (with sign-in verification on, the authenticator app's code or a passkey takes the question's place).
      </Typography.Paragraph>
      {data && (
        <ul className="settings-status-list">
          <StatusLine done={data.hasSecurityQuestions} label="Security questions" />
          <StatusLine done={data.hasSignature} label="Signature" />
        </ul>
      )}
      <Link to="/security-setup">{data?.hasSecurityQuestions ? 'Update security questions' : 'Set up security questions'}</Link>
    </Card>
  );
}
