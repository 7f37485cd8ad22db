import type { ApiError } from './errors.js';

/** GET /api/auth/security-setup (the customer's view of the security status, SPEC 3). */
export interface SecuritySetupStatusDto {
  hasQuestions: boolean;
  hasSignature: boolean;
  /** Sign-in verification (the authenticator app or a passkey) is on: transfers ask for it, not a question. */
  signInVerification: boolean;
}

/** GET /api/user/security-questions: the questions only, never the answers; nulls when none are set. */
export interface SecurityQuestionsDto {
  question1: string | null;
  question2: string | null;
  question3: string | null;
}

/** POST /api/auth/security-questions. */
export interface SaveSecurityQuestionsRequest {
  question1: string;
  question2: string;
  question3: string;
  answer1: string;
  answer2: string;
  answer3: string;
  /** Required to replace questions already set up, unless this session confirmed it in the last 5 minutes. */
  currentPassword?: string;
}

/** POST /api/auth/signature: the drawn canvas as a data URL (`data:image/png;base64,…`). */
export interface SaveSignatureRequest {
  signatureData: string;
  /** Required to replace a registered signature, as for the questions. */
  currentPassword?: string;
}

export interface SecuritySavedResponse {
  message: string;
}

/** What a step-up authorization may be used for; the token works for that purpose only. */
export const StepUpPurpose = {
  DOMESTIC_TRANSFER: 'domestic-transfer',
  INTERNATIONAL_TRANSFER: 'international-transfer',
} as const;
export type StepUpPurpose = (typeof StepUpPurpose)[keyof typeof StepUpPurpose];

/**
 * Which second factor a transfer's authorization asks for, beside the drawn signature: the
 * authenticator app's code for a customer with it on (or their passkey instead), a passkey for a
 * customer whose only second factor is passkeys, else a security question.
 */
export const StepUpFactor = {
  SECURITY_QUESTION: 'security-question',
  AUTHENTICATOR_CODE: 'authenticator-code',
  PASSKEY: 'passkey',
} as const;
export type StepUpFactor = (typeof StepUpFactor)[keyof typeof StepUpFactor];

/** POST /api/auth/step-up/challenge: what the customer is asked, decided by the server. */
export type StepUpChallengeDto = SecurityQuestionChallengeDto | AuthenticatorCodeChallengeDto | PasskeyChallengeDto;

/** One of the customer's questions, picked by the server; answered once, within five minutes. */
export interface SecurityQuestionChallengeDto {
  factor: typeof StepUpFactor.SECURITY_QUESTION;
  challengeId: string;
  question: string;
  attemptsRemaining: number;
}

/** The current code of the customer's authenticator app (each code is accepted once); `passkey`: a passkey may be used instead. */
export interface AuthenticatorCodeChallengeDto {
  factor: typeof StepUpFactor.AUTHENTICATOR_CODE;
  passkey: boolean;
  attemptsRemaining: number;
}

/** An assertion of one of the customer's passkeys over the challenge of POST /api/auth/step-up/passkey-options. */
export interface PasskeyChallengeDto {
  factor: typeof StepUpFactor.PASSKEY;
  attemptsRemaining: number;
}

/**
 * POST /api/auth/step-up/passkey-options: the transfer exactly as it will be verified and posted.
 * Answers options for navigator.credentials.get() whose challenge carries the SHA-256 of the
 * normalized payload, so the passkey signs this very transfer.
 */
export interface StepUpPasskeyOptionsRequest {
  purpose: StepUpPurpose;
  payload: Record<string, unknown>;
}

/**
 * POST /api/auth/step-up/verify. `payload` is the transfer body exactly as it will be posted
 * (every field but the authorization token). A security question is answered with
 * `challengeId` + `answer`; the authenticator app with `code`; a passkey with `passkey` (the
 * browser's answer to navigator.credentials.get() over the options of passkey-options).
 */
export type StepUpVerifyRequest = {
  signatureData: string;
  purpose: StepUpPurpose;
  payload: Record<string, unknown>;
} & ({ challengeId: string; answer: string } | { code: string } | { passkey: Record<string, unknown> });

/** A single-use token for one transfer with exactly the payload that was authorized. */
export interface StepUpAuthorizationDto {
  authorizationToken: string;
  expiresAt: string;
}

/** The 401 body of a wrong answer or code: the dialog goes on with a different question (or another code). */
export interface IncorrectAnswerError extends ApiError {
  nextChallenge: StepUpChallengeDto;
}

export const STEP_UP = {
  MAX_ATTEMPTS: 3,
  LOCKOUT_MINUTES: 15,
  CHALLENGE_TTL_SECONDS: 300,
  AUTHORIZATION_TTL_SECONDS: 300,
} as const;

export const SECURITY_SETUP = {
  QUESTION_COUNT: 3,
  QUESTION_MIN_LENGTH: 5,
  QUESTION_MAX_LENGTH: 200,
  ANSWER_MIN_LENGTH: 2,
  ANSWER_MAX_LENGTH: 100,
  SIGNATURE_MAX_BYTES: 200 * 1024,
  SIGNATURE_TYPES: ['image/png', 'image/jpeg'],
  SIGNATURE_CANVAS: { width: 400, height: 200 },
} as const;

/** The wizard's suggestions (SPEC 2.15: ten exist, their text is not given). */
/**
 * The wizard's ten suggestions (SPEC 2.15 gives the count, not the text). They include the demo
 * customer's three, so the demo data reads as if it came through this screen.
 */
export const SUGGESTED_SECURITY_QUESTIONS = [
  'What was the name of your first pet?',
  'In which city were you born?',
  'What is your favourite colour?',
  "What is your mother's maiden name?",
  'What was the name of your primary school?',
  'What was the make of your first car?',
  'What is the name of the street you grew up on?',
  'What was your childhood nickname?',
  'In which city did your parents meet?',
  'What was the name of your first employer?',
] as const;

export const SecurityMessages = {
  QUESTIONS_REQUIRED: 'All three security questions and answers are required',
  QUESTION_TOO_SHORT: 'Each security question must be at least 5 characters',
  QUESTION_TOO_LONG: 'Each security question must be at most 200 characters',
  ANSWER_TOO_SHORT: 'Each answer must be at least 2 characters',
  ANSWER_TOO_LONG: 'Each answer must be at most 100 characters',
  QUESTIONS_NOT_DIFFERENT: 'Please choose three different security questions',
  QUESTIONS_SAVED: 'Security Questions Saved',
  SIGNATURE_REQUIRED: 'Signature Required - Please draw your signature before saving.',
  SIGNATURE_NOT_IMAGE: 'The signature must be a PNG or JPEG image drawn on the signature pad',
  SIGNATURE_UNREADABLE: 'The signature image could not be read. Please draw your signature again.',
  SIGNATURE_TOO_LARGE: 'The signature image is too large (at most 200 KB)',
  SIGNATURE_SAVED: 'Signature Registered',
  QUESTIONS_NOT_CONFIGURED: 'Security questions not configured. Please set up security questions first.',
  SIGNATURE_NOT_CONFIGURED: 'Signature not configured. Please set up your signature first.',
  incorrectAnswer: (attemptsRemaining: number) => `Incorrect answer. ${attemptsRemaining} attempts remaining.`,
  incorrectCode: (attemptsRemaining: number) => `Incorrect code. ${attemptsRemaining} attempts remaining.`,
  incorrectPasskey: (attemptsRemaining: number) => `The passkey was not accepted. ${attemptsRemaining} attempts remaining.`,
  CODE_REQUIRED: 'Please enter the 6-digit code from your authenticator app',
  PASSKEY_REQUIRED: 'Please confirm with your passkey',
  LOCKED_OUT: 'Maximum attempts exceeded. Please try again in 15 minutes.',
  CHALLENGES_THROTTLED: 'Too many security questions were requested. Please try again in 15 minutes.',
  ANSWER_REQUIRED: 'Please enter the answer to your security question',
  CHALLENGE_REQUIRED: 'The security question to answer is missing. Please start the authorization again.',
  CHALLENGE_NOT_FOUND: 'Security question not found. Please start the authorization again.',
  CHALLENGE_EXPIRED: 'This security question has expired or was already answered. Please start the authorization again.',
  PURPOSE_INVALID: 'Unknown authorization purpose',
  PAYLOAD_REQUIRED: 'The transfer details to authorize are required',
  AUTHORIZATION_REQUIRED: 'Transfer authorization is required. Please confirm with your security question and signature.',
  AUTHORIZATION_INVALID: 'Transfer authorization is invalid, expired or already used. Please authorize the transfer again.',
} as const;
