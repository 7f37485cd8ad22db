import { DomainError, ValidationFailed } from '../../../shared/errors/domain-error.js';

/**
 * The words the customer sees for security setup and step-up authorization. The same texts are
 * in contracts (SecurityMessages) for the client; a spec keeps the two equal.
 */
export const SECURITY_MESSAGES = {
  QUESTIONS_REQUIRED: 'All three security questions and answers are required',
  QUESTION_TOO_SHORT: 'Each security question must be at least 5 characters',
  QUESTION_TOO_LONG: 'Each security question must be at most 200 characters',
  ANSWER_TOO_SHORT: 'Each answer must be at least 2 characters',
  ANSWER_TOO_LONG: 'Each answer must be at most 100 characters',
  QUESTIONS_NOT_DIFFERENT: 'Please choose three different security questions',
  SIGNATURE_REQUIRED: 'Signature Required - Please draw your signature before saving.',
  SIGNATURE_NOT_IMAGE: 'The signature must be a PNG or JPEG image drawn on the signature pad',
  SIGNATURE_UNREADABLE: 'The signature image could not be read. Please draw your signature again.',
  SIGNATURE_TOO_LARGE: 'The signature image is too large (at most 200 KB)',
  QUESTIONS_NOT_CONFIGURED: 'Security questions not configured. Please set up security questions first.',
  SIGNATURE_NOT_CONFIGURED: 'Signature not configured. Please set up your signature first.',
  LOCKED_OUT: 'Maximum attempts exceeded. Please try again in 15 minutes.',
  CHALLENGES_THROTTLED: 'Too many security questions were requested. Please try again in 15 minutes.',
  ANSWER_REQUIRED: 'Please enter the answer to your security question',
  CODE_REQUIRED: 'Please enter the 6-digit code from your authenticator app',
  PASSKEY_REQUIRED: 'Please confirm with your passkey',
  CHALLENGE_REQUIRED: 'The security question to answer is missing. Please start the authorization again.',
  CHALLENGE_NOT_FOUND: 'Security question not found. Please start the authorization again.',
  CHALLENGE_EXPIRED: 'This security question has expired or was already answered. Please start the authorization again.',
  PURPOSE_INVALID: 'Unknown authorization purpose',
  PAYLOAD_REQUIRED: 'The transfer details to authorize are required',
  AUTHORIZATION_REQUIRED: 'Transfer authorization is required. Please confirm with your security question and signature.',
  AUTHORIZATION_INVALID: 'Transfer authorization is invalid, expired or already used. Please authorize the transfer again.',
} as const;

export const incorrectAnswerMessage = (attemptsRemaining: number) => `Incorrect answer. ${attemptsRemaining} attempts remaining.`;
export const incorrectCodeMessage = (attemptsRemaining: number) => `Incorrect code. ${attemptsRemaining} attempts remaining.`;
export const incorrectPasskeyMessage = (attemptsRemaining: number) => `The passkey was not accepted. ${attemptsRemaining} attempts remaining.`;

/** A 400 naming every field that breaks a rule; the first message is the one the client shows. */
export function failIfAny(details: { field: string; message: string }[]): void {
  if (details.length) throw new ValidationFailed(details[0].message, details);
}

export class SecurityQuestionsNotConfigured extends DomainError {
  readonly code = 'IDENTITY.SECURITY_QUESTIONS_NOT_CONFIGURED';
  constructor() { super(SECURITY_MESSAGES.QUESTIONS_NOT_CONFIGURED); }
}

/** The bank reset the customer's signature (or it was never drawn): set it up before any transfer. */
export class SignatureNotConfigured extends DomainError {
  readonly code = 'IDENTITY.SIGNATURE_NOT_CONFIGURED';
  constructor() { super(SECURITY_MESSAGES.SIGNATURE_NOT_CONFIGURED); }
}

export class StepUpLocked extends DomainError {
  readonly code = 'IDENTITY.STEP_UP_LOCKED';
  constructor() { super(SECURITY_MESSAGES.LOCKED_OUT); }
}

/** Too many new questions asked in the window (re-rolling the question until a known one comes up). */
export class StepUpThrottled extends DomainError {
  readonly code = 'IDENTITY.STEP_UP_THROTTLED';
  constructor() { super(SECURITY_MESSAGES.CHALLENGES_THROTTLED); }
}

/** What the customer is asked next: another security question, another code from the app, or the passkey again. */
export type NextChallenge =
  | { factor: 'security-question'; challengeId: string; question: string; attemptsRemaining: number }
  | { factor: 'authenticator-code'; passkey: boolean; attemptsRemaining: number }
  | { factor: 'passkey'; attemptsRemaining: number };

/** What was wrong: an answer, a code or a passkey's assertion. */
export type WrongFactor = 'answer' | 'code' | 'passkey';

const INCORRECT_MESSAGE: Record<WrongFactor, (attemptsRemaining: number) => string> = {
  answer: incorrectAnswerMessage, code: incorrectCodeMessage, passkey: incorrectPasskeyMessage,
};

/** A wrong answer, code or passkey; the body carries what to ask next so the dialog can go on. */
export class IncorrectAnswer extends DomainError {
  readonly code = 'IDENTITY.INCORRECT_ANSWER';
  readonly extra: { nextChallenge: NextChallenge };
  constructor(wrong: WrongFactor, nextChallenge: NextChallenge) {
    super(INCORRECT_MESSAGE[wrong](nextChallenge.attemptsRemaining));
    this.extra = { nextChallenge };
  }
}

export class ChallengeExpired extends DomainError {
  readonly code = 'IDENTITY.CHALLENGE_EXPIRED';
  constructor() { super(SECURITY_MESSAGES.CHALLENGE_EXPIRED); }
}

export class AuthorizationRequired extends DomainError {
  readonly code = 'IDENTITY.AUTHORIZATION_REQUIRED';
  constructor() { super(SECURITY_MESSAGES.AUTHORIZATION_REQUIRED); }
}

export class AuthorizationInvalid extends DomainError {
  readonly code = 'IDENTITY.AUTHORIZATION_INVALID';
  constructor() { super(SECURITY_MESSAGES.AUTHORIZATION_INVALID); }
}
