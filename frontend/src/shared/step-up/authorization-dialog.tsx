import { CheckCircleFilled, CloseCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Spin, Steps } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { StepUpChallengeDto, StepUpPurpose, StepUpVerifyRequest } from '@bank/contracts/security';
import { SecurityMessages } from '@bank/contracts/security';
import { ErrorCode } from '@bank/contracts/errors';
import { ApiError, errorMessage } from '../api-client';
import { passkeyAssertion, passkeyProblem } from '../passkeys';
import { SignaturePad, type SignaturePadHandle } from '../ui/signature-pad';
import { useRequestStepUpChallenge } from './request-step-up-challenge';
import { leaveForSecuritySetup } from './transfer-security';
import { nextChallengeOf, useVerifyStepUp } from './verify-step-up';
import './authorization-dialog.css';

/** SPEC 9: verification shows 1.5 s, success closes after 2 s, failure after 3 s. */
export const VERIFICATION_MS = 1500;
export const SUCCESS_CLOSE_MS = 2000;
export const FAILURE_CLOSE_MS = 3000;

type Step = 'signature' | 'question' | 'verification' | 'success' | 'failed' | 'unavailable';

const FACTOR_TITLE: Record<StepUpChallengeDto['factor'], string> = { 'security-question': 'Question', 'authenticator-code': 'Code', passkey: 'Passkey' };

const STEP_INDEX: Record<Step, number> = { signature: 0, question: 1, verification: 2, success: 3, failed: 2, unavailable: 0 };

interface AuthorizationDialogProps {
  open: boolean;
  purpose: StepUpPurpose;
  /** The transfer exactly as it will be posted: the token is bound to it. */
  payload: Record<string, unknown> | null;
  /** Success closed the dialog: post the transfer with this token. */
  onAuthorized: (authorizationToken: string) => void;
  /** Failure (lockout) closed the dialog, with the message that was shown. */
  onFailed: (message: string) => void;
  /** The customer closed the dialog before the end. */
  onCancel: () => void;
}

/**
 * The transfer authorization dialog (SPEC 4), for domestic and international transfers alike
 * (`purpose`): signature → security question (or, for a customer with sign-in verification on,
 * the authenticator app's code or a passkey) → verification → success or failed. A passkey signs
 * a challenge bound to this very payload.
 * The server picks the factor and the question, checks the answer and counts attempts (DESIGN 5);
 * this dialog only walks the customer through it. Closing it resets it.
 */
export function AuthorizationDialog({ open, purpose, payload, onAuthorized, onFailed, onCancel }: AuthorizationDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={
        <span>
          <SafetyCertificateOutlined aria-hidden style={{ marginRight: 8, color: '#1b3a6b' }} />
          Authorize Transfer
        </span>
      }
      onCancel={busy ? undefined : onCancel}
      closable={!busy}
      mask={{ closable: false }}
      keyboard={!busy}
      footer={null}
      destroyOnHidden
      width={480}
    >
      {open && payload && (
        <AuthorizationFlow
          purpose={purpose}
          payload={payload}
          onAuthorized={onAuthorized}
          onFailed={onFailed}
          onCancel={onCancel}
          onBusyChange={setBusy}
        />
      )}
    </Modal>
  );
}

interface AuthorizationFlowProps extends Omit<AuthorizationDialogProps, 'open' | 'payload'> {
  payload: Record<string, unknown>;
  onBusyChange: (busy: boolean) => void;
}

function AuthorizationFlow({ purpose, payload, onAuthorized, onFailed, onCancel, onBusyChange }: AuthorizationFlowProps) {
  const [step, setStep] = useState<Step>('signature');
  const [hasSignature, setHasSignature] = useState(false);
  const [signatureData, setSignatureData] = useState('');
  const [challenge, setChallenge] = useState<StepUpChallengeDto | null>(null);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);
  const answerInput = useRef<InputRef>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timers = useRef<number[]>([]);
  const requestChallenge = useRequestStepUpChallenge();
  const verify = useVerifyStepUp();

  const later = (action: () => void, ms: number) => {
    timers.current.push(window.setTimeout(action, ms));
  };
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => onBusyChange(step === 'verification' || step === 'success' || step === 'failed'), [step, onBusyChange]);
  useEffect(() => {
    if (step === 'question') answerInput.current?.focus();
  }, [step, challenge]);

  const fail = (message: string) => {
    setProblem(message);
    setStep('failed');
    later(() => onFailed(message), FAILURE_CLOSE_MS);
  };

  const loadChallenge = () =>
    requestChallenge.mutate(undefined, {
      onSuccess: setChallenge,
      onError: (error) => {
        const message = errorMessage(error, SecurityMessages.QUESTIONS_NOT_CONFIGURED);
        if (error instanceof ApiError && error.code === ErrorCode.IDENTITY_STEP_UP_LOCKED) {
          fail(message);
        } else {
          setProblem(message);
          setStep('unavailable');
        }
      },
    });

  // The question is fetched as the dialog opens, so a customer without security questions
  // learns it before drawing anything (SPEC 4: "an error is shown").
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    loadChallenge();
  });

  const continueToQuestion = () => {
    setSignatureData(pad.current?.toDataURL() ?? '');
    setStep('question');
  };

  const submitAnswer = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (challenge.factor === 'passkey') {
      void confirmWithPasskey();
      return;
    }
    if (answer.trim() === '') {
      setAnswerError(challenge.factor === 'authenticator-code' ? SecurityMessages.CODE_REQUIRED : SecurityMessages.ANSWER_REQUIRED);
      return;
    }
    const byCode = challenge.factor === 'authenticator-code';
    if (byCode && !/^[0-9]{6}$/.test(answer.trim())) {
      setAnswerError(SecurityMessages.CODE_REQUIRED);
      return;
    }
    setAnswerError(null);
    setStep('verification');
    send(byCode ? { code: answer.trim(), signatureData, purpose, payload } : { challengeId: challenge.challengeId, answer, signatureData, purpose, payload });
  };

  /** The browser signs a challenge bound to this payload with one of the customer's passkeys. */
  const confirmWithPasskey = async () => {
    setAnswerError(null);
    setStep('verification');
    const startedAt = Date.now();
    try {
      const passkey = await passkeyAssertion('/api/auth/step-up/passkey-options', { purpose, payload });
      send({ passkey, signatureData, purpose, payload }, startedAt);
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.IDENTITY_STEP_UP_LOCKED) return fail(error.message);
      setAnswerError(passkeyProblem(error) ?? errorMessage(error, 'The passkey could not be used. Please try again.'));
      setStep('question');
    }
  };

  const send = (request: StepUpVerifyRequest, startedAt = Date.now()) => {
    verify.mutate(
      request,
      {
        onSuccess: ({ authorizationToken }) => {
          later(() => {
            setStep('success');
            later(() => onAuthorized(authorizationToken), SUCCESS_CLOSE_MS);
          }, Math.max(0, VERIFICATION_MS - (Date.now() - startedAt)));
        },
        onError: (error) => {
          const message = errorMessage(error, 'The answer could not be checked. Please try again.');
          const next = nextChallengeOf(error);
          if (next) {
            // A wrong answer: a different question (or another code), with the server's "N attempts remaining".
            setChallenge(next);
            setAnswer('');
            setAnswerError(message);
            setStep('question');
          } else if (error instanceof ApiError && error.code === ErrorCode.IDENTITY_STEP_UP_LOCKED) {
            fail(message);
          } else {
            // An expired or spent question: ask a fresh one; the answer was not counted.
            setAnswerError(message);
            setStep('question');
            if (error instanceof ApiError && (error.code === ErrorCode.IDENTITY_CHALLENGE_EXPIRED || error.status === 404)) {
              setChallenge(null);
              loadChallenge();
            }
          }
        },
      },
    );
  };

  return (
    <div className="authorization">
      <Steps
        size="small"
        current={STEP_INDEX[step]}
        status={step === 'failed' ? 'error' : step === 'success' ? 'finish' : 'process'}
        responsive={false}
        titlePlacement="vertical"
        className="authorization__steps"
        items={[{ title: 'Signature' }, { title: FACTOR_TITLE[challenge?.factor ?? 'security-question'] }, { title: 'Verification' }, { title: 'Done' }]}
      />

      {step === 'signature' && (
        <div className="authorization__body">
          <p className="authorization__lead">Draw your signature to confirm it is you authorizing this transfer.</p>
          <SignaturePad ref={pad} label="Signature pad: draw your signature" onChange={setHasSignature} />
          <div className="authorization__actions">
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" onClick={continueToQuestion} disabled={!hasSignature}>
              Continue
            </Button>
          </div>
        </div>
      )}

      {step === 'question' && (
        <form className="authorization__body" onSubmit={submitAnswer} noValidate>
          {!challenge ? (
            <Spin aria-label="Loading your security question" />
          ) : challenge.factor === 'passkey' ? (
            <>
              <p className="authorization__question">
                <span className="authorization__question-caption">Passkey</span>
                <span>Confirm this transfer with your passkey: your device asks for your fingerprint, face or PIN.</span>
              </p>
              {answerError ? (
                <Alert id="step-up-answer-error" type="error" showIcon title={answerError} role="alert" className="authorization__alert" />
              ) : (
                <p id="step-up-attempts" className="authorization__hint">
                  {challenge.attemptsRemaining} attempts remaining.
                </p>
              )}
            </>
          ) : challenge.factor === 'authenticator-code' ? (
            <>
              <label htmlFor="step-up-answer" className="authorization__question">
                <span className="authorization__question-caption">Authenticator app</span>
                <span>Enter the 6-digit code your authenticator app shows for this bank.</span>
              </label>
              <Input
                id="step-up-answer"
                ref={answerInput}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                placeholder="123456"
                aria-label="Verification code"
                status={answerError ? 'error' : undefined}
                aria-invalid={answerError ? true : undefined}
                aria-describedby={answerError ? 'step-up-answer-error' : 'step-up-attempts'}
              />
              {answerError ? (
                <Alert id="step-up-answer-error" type="error" showIcon title={answerError} role="alert" className="authorization__alert" />
              ) : (
                <p id="step-up-attempts" className="authorization__hint">
                  {challenge.attemptsRemaining} attempts remaining.
                </p>
              )}
            </>
          ) : (
            <>
              <label htmlFor="step-up-answer" className="authorization__question">
                <span className="authorization__question-caption">Security question</span>
                <span data-testid="step-up-question">{challenge.question}</span>
              </label>
              <Input
                id="step-up-answer"
                ref={answerInput}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                autoComplete="off"
                placeholder="Your answer"
                status={answerError ? 'error' : undefined}
                aria-invalid={answerError ? true : undefined}
                aria-describedby={answerError ? 'step-up-answer-error' : 'step-up-attempts'}
              />
              {answerError ? (
                <Alert id="step-up-answer-error" type="error" showIcon title={answerError} role="alert" className="authorization__alert" />
              ) : (
                <p id="step-up-attempts" className="authorization__hint">
                  Answers are not case-sensitive. {challenge.attemptsRemaining} attempts remaining.
                </p>
              )}
            </>
          )}
          <div className="authorization__actions">
            <Button onClick={onCancel}>Cancel</Button>
            {challenge?.factor === 'authenticator-code' && challenge.passkey && (
              <Button onClick={() => void confirmWithPasskey()}>Use a passkey instead</Button>
            )}
            <Button type="primary" htmlType="submit" disabled={!challenge}>
              {challenge?.factor === 'passkey' ? 'Use passkey' : 'Verify'}
            </Button>
          </div>
        </form>
      )}

      {step === 'verification' && (
        <div className="authorization__status" role="status">
          <Spin size="large" />
          <p className="authorization__status-title">Verifying your identity…</p>
        </div>
      )}

      {step === 'success' && (
        <div className="authorization__status" role="status">
          <CheckCircleFilled aria-hidden className="authorization__icon authorization__icon--success" />
          <p className="authorization__status-title">Authorization successful</p>
          <p className="authorization__hint">Submitting your transfer…</p>
        </div>
      )}

      {step === 'failed' && (
        <div className="authorization__status" role="alert">
          <CloseCircleFilled aria-hidden className="authorization__icon authorization__icon--failed" />
          <p className="authorization__status-title">Authorization failed</p>
          <p className="authorization__message">{problem}</p>
        </div>
      )}

      {step === 'unavailable' && (
        <div className="authorization__body">
          <Alert type="error" showIcon title={problem} role="alert" />
          <div className="authorization__actions">
            <Button onClick={onCancel}>Close</Button>
            {(problem === SecurityMessages.QUESTIONS_NOT_CONFIGURED || problem === SecurityMessages.SIGNATURE_NOT_CONFIGURED) && (
              // The transfer's details (the payload is the form's values) come back with the customer.
              <Button type="primary" onClick={() => leaveForSecuritySetup(navigate, pathname, payload)}>
                Set Up Security
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
