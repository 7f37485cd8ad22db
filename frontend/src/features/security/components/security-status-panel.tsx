import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';

interface SecurityStatusPanelProps {
  status: SecuritySetupStatusDto | undefined;
  questions: (string | null)[];
}

/** 'Current Security Status' (SPEC 2.15). */
export function SecurityStatusPanel({ status, questions }: SecurityStatusPanelProps) {
  const rows = status
    ? [
        { label: 'Security questions', ok: status.hasQuestions, yes: 'Configured', no: 'Not set up' },
        { label: 'Signature', ok: status.hasSignature, yes: 'Registered', no: 'Not registered' },
        { label: 'Transfer authorization', ok: (status.hasQuestions || status.signInVerification) && status.hasSignature, yes: 'Ready', no: 'Incomplete' },
      ]
    : [];

  return (
    <Card title={<h2 className="security-page__card-title">Current Security Status</h2>} data-tour="security-status">
      {!status ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <dl className="security-status">
            {rows.map(({ label, ok, yes, no }) => (
              <div key={label} className="security-status__row">
                <dt>{label}</dt>
                <dd className={ok ? 'security-status__ok' : 'security-status__missing'}>
                  {ok ? <CheckCircleFilled aria-hidden /> : <ExclamationCircleFilled aria-hidden />} {ok ? yes : no}
                </dd>
              </div>
            ))}
          </dl>
          {status.hasQuestions && questions.some(Boolean) && (
            <>
              <h3 className="security-status__subheading">Your questions</h3>
              <ol className="security-status__questions">
                {questions.filter(Boolean).map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ol>
            </>
          )}
          <p className="security-status__note">
            Transfers are authorized with your drawn signature and one of your security questions. Saving again, with your password, replaces what is stored.
          </p>
        </>
      )}
    </Card>
  );
}
