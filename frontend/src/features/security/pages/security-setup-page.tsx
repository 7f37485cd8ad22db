import { Alert, Card, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { PageHeader } from '../../../shared/ui/page-header';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useSecurityQuestions } from '../api/get-security-questions';
import { useSecuritySetup } from '../api/get-security-setup';
import { SecurityQuestionsStep } from '../components/security-questions-step';
import { SecurityStatusPanel } from '../components/security-status-panel';
import { SetupComplete } from '../components/setup-complete';
import { SignatureStep } from '../components/signature-step';
import './security-setup-page.css';

type WizardStep = 'questions' | 'signature' | 'complete';
const STEP_INDEX: Record<WizardStep, number> = { questions: 0, signature: 1, complete: 2 };

/**
 * The step asked for in the address (?step=), if the saved status allows it; otherwise where the
 * customer stands: someone who saved questions but left before the signature goes on there. The
 * address rather than component state holds the step, so a reload or a remount keeps the place.
 */
function currentStep(requested: string | null, status: SecuritySetupStatusDto): WizardStep {
  if (requested === 'complete' && status.hasQuestions && status.hasSignature) return 'complete';
  if (requested === 'signature' && status.hasQuestions) return 'signature';
  if (requested === 'questions') return 'questions';
  return status.hasQuestions && !status.hasSignature ? 'signature' : 'questions';
}

/** Security setup (SPEC 2.15): questions, then signature, then complete (SPEC 4). */
export function SecuritySetupPage() {
  useDocumentTitle('Security Setup');
  const status = useSecuritySetup();
  const questions = useSecurityQuestions();
  const [params, setParams] = useSearchParams();
  const step = status.data ? currentStep(params.get('step'), status.data) : null;
  const setStep = (next: WizardStep) => setParams({ step: next }, { replace: true });
  const currentQuestions = questions.data ? [questions.data.question1, questions.data.question2, questions.data.question3] : [];
  // The server remembers a confirmed password for a few minutes: the signature step does not ask again.
  const [passwordConfirmed, setPasswordConfirmed] = useState(false);

  return (
    <div className="bank-page security-page">
      <PageHeader title="Security Setup" description="Security questions and a signature authorize your transfers." />
      <div className="security-page__layout">
        <Card title={<h2 className="security-page__card-title">Set up transfer security</h2>}>
          {status.error ? (
            <Alert type="error" showIcon title="Your security status could not be loaded." description={status.error.message} />
          ) : !step || questions.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : (
            <>
              {/* The tutorial's signature step points here until the signature box is shown. */}
              <div data-tour="security-steps">
                <Steps
                  className="security-page__steps"
                  size="small"
                  current={STEP_INDEX[step]}
                  status={step === 'complete' ? 'finish' : 'process'}
                  responsive={false}
                  titlePlacement="vertical"
                  items={[{ title: 'Security Questions' }, { title: 'Signature' }, { title: 'Complete' }]}
                />
              </div>
              {step === 'questions' && (
                <SecurityQuestionsStep
                  initialQuestions={currentQuestions}
                  askPassword={Boolean(status.data?.hasQuestions) && !passwordConfirmed}
                  onSaved={(confirmed) => {
                    if (confirmed) setPasswordConfirmed(true);
                    setStep('signature');
                  }}
                  onSkip={status.data?.hasQuestions ? () => setStep('signature') : undefined}
                />
              )}
              {step === 'signature' && (
                <SignatureStep
                  askPassword={Boolean(status.data?.hasSignature) && !passwordConfirmed}
                  onBack={() => setStep('questions')}
                  onSaved={() => setStep('complete')}
                />
              )}
              {step === 'complete' && <SetupComplete />}
            </>
          )}
        </Card>
        <SecurityStatusPanel status={status.data} questions={currentQuestions} />
      </div>
    </div>
  );
}
