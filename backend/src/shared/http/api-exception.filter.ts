import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode, type ApiError } from '@bank/contracts/errors';
import { DomainError } from '../errors/domain-error.js';

/** The one map from error code to HTTP status. A code missing here is a compile error. */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CSRF_REFUSED: 403,
  INTERNAL: 500,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  'IDENTITY.INVALID_CREDENTIALS': 401,
  'ONBOARDING.DUPLICATE_PENDING': 409,
  'ONBOARDING.EMAIL_TAKEN': 409,
  'ONBOARDING.DOCUMENT_NOT_OURS': 400,
  'ONBOARDING.THROTTLED': 429,
  'ONBOARDING.STATUS_NOT_FOUND': 404,
  'ONBOARDING.ACTIVATION_LINK_INVALID': 404,
  'ONBOARDING.APPLICATION_NOT_FOUND': 404,
  'ONBOARDING.ALREADY_DECIDED': 409,
  'ONBOARDING.DOCUMENT_NOT_FOUND': 404,
  'ONBOARDING.VERIFICATION_LINK_INVALID': 404,
  'INTERNATIONAL.SECURITY_SETUP_REQUIRED': 403,
  'INTERNATIONAL.TRANSFER_NOT_FOUND': 404,
  'UPLOAD.URL_INVALID': 403,
  'UPLOAD.URL_EXPIRED': 410,
  'UPLOAD.URL_USED': 409,
  'UPLOAD.REJECTED': 400,
  'IDENTITY.LOGIN_RESTRICTED': 403,
  'IDENTITY.USER_INACTIVE': 403,
  'IDENTITY.LAST_ADMINISTRATOR': 409,
  'IDENTITY.LOGIN_THROTTLED': 429,
  'IDENTITY.INVALID_TIMEOUT': 400,
  'IDENTITY.INVALID_VERIFICATION_CODE': 400,
  'IDENTITY.SIGN_IN_VERIFICATION_ON': 409,
  'IDENTITY.SIGN_IN_VERIFICATION_NOT_STARTED': 409,
  'IDENTITY.SIGN_IN_VERIFICATION_OFF': 409,
  'IDENTITY.PASSKEY_NOT_ACCEPTED': 401,
  'IDENTITY.PASSKEY_CHALLENGE_EXPIRED': 400,
  'IDENTITY.PASSKEY_NOT_REGISTERED': 400,
  'IDENTITY.PASSKEY_LIMIT': 409,
  'IDENTITY.NO_PASSKEY': 409,
  'IDENTITY.CUSTOMER_ID_TAKEN': 409,
  'IDENTITY.EMAIL_TAKEN': 409,
  'IDENTITY.RESET_LINK_INVALID': 400,
  'IDENTITY.EMAIL_CHANGE_LINK_INVALID': 400,
  'IDENTITY.NO_EMAIL_CHANGE_PENDING': 409,
  'IDENTITY.TOO_MANY_ATTEMPTS': 429,
  'ACCOUNTS.ACCOUNT_NOT_FOUND': 404,
  'ACCOUNTS.INSUFFICIENT_FUNDS': 400,
  'ACCOUNTS.CREDIT_LIMIT_EXCEEDED': 400,
  'ACCOUNTS.ACCOUNT_INACTIVE': 400,
  'ACCOUNTS.CURRENCY_MISMATCH': 400,
  'ACCOUNTS.LOOKUPS_THROTTLED': 429,
  'PAYMENTS.STATUS_CONFLICT': 409,
  'PAYMENTS.SAME_ACCOUNT': 400,
  'IDENTITY.TRANSACTIONS_RESTRICTED': 403,
  'PAYMENTS.LIMIT_EXCEEDED': 400,
  'PAYMENTS.PAYEE_DAILY_LIMIT_EXCEEDED': 400,
  'PAYMENTS.IDEMPOTENCY_KEY_REUSED': 409,
  'PAYMENTS.TRANSFER_NOT_FOUND': 404,
  'PAYMENTS.ACCOUNT_CLOSED': 409,
  'IDENTITY.CURRENT_PASSWORD_INCORRECT': 400,
  'IDENTITY.CURRENT_PASSWORD_REQUIRED': 400,
  'IDENTITY.SECURITY_QUESTIONS_NOT_CONFIGURED': 400,
  'IDENTITY.SIGNATURE_NOT_CONFIGURED': 400,
  'ACCOUNTS.ACCOUNT_HAS_BALANCE': 409,
  'ADMIN.NOT_ON_YOURSELF': 400,
  'ADMIN.NOT_ON_AN_ADMINISTRATOR': 403,
  'ADMIN.TRANSFER_IN_FLIGHT': 409,
  'ADMIN.USER_HAS_BALANCE': 409,
  'IDENTITY.STEP_UP_LOCKED': 423,
  'IDENTITY.STEP_UP_THROTTLED': 429,
  'IDENTITY.INCORRECT_ANSWER': 401,
  'IDENTITY.CHALLENGE_EXPIRED': 400,
  'IDENTITY.AUTHORIZATION_REQUIRED': 401,
  'IDENTITY.AUTHORIZATION_INVALID': 401,
  'CARDS.CARD_NOT_FOUND': 404,
  'CARDS.ACCOUNT_NOT_ELIGIBLE': 400,
  'CARDS.ALREADY_HAS_CARD': 409,
  'CARDS.NOT_ISSUED': 409,
  'CARDS.DISABLED_BY_BANK': 403,
  'CARDS.WALLET_NEEDS_ACTIVE': 409,
  'CARDS.ALREADY_IN_WALLET': 409,
  'CARDS.REVEALS_THROTTLED': 429,
  'CARDS.NUMBER_TAKEN': 409,
  'STATEMENTS.DOWNLOAD_IN_PROGRESS': 429,
  'STATEMENTS.BUSY': 429,
  'SUPPORT.TOO_MANY_OPEN': 429,
  'SUPPORT.ALREADY_ANSWERED': 409,
  'PAYMENTS.DEPOSIT_ALREADY_DECIDED': 409,
};

const CODE_BY_HTTP_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION, 401: ErrorCode.UNAUTHENTICATED, 403: ErrorCode.FORBIDDEN, 404: ErrorCode.NOT_FOUND,
};

/** A domain error's answer: its status and `{ message, code, details? }` (also what an Idempotency-Key keeps of a refusal). */
export function errorAnswer(error: DomainError): { status: number; body: ApiError } {
  const status = STATUS_BY_CODE[error.code as ErrorCode] ?? 500;
  // A subclass may add fields to its body (`extra`), e.g. the next step-up question; never message or code.
  const extra = (error as DomainError & { extra?: Record<string, unknown> }).extra;
  return { status, body: { ...extra, message: error.message, code: error.code, ...(error.details && { details: error.details }) } };
}

/** Turns every error into `{ message, code, details? }`; never a stack trace or SQL. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(error: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (clientWentAway(error)) {
      // Closed tab, page navigated on: nobody to answer and nothing broke, so no error for operators.
      this.logger.log({ msg: 'client closed the request', error: describe(error) });
      return;
    }
    const { status, body } = this.toResponse(error);
    if (status >= 500) this.logger.error({ msg: 'unhandled error', error: describe(error) });
    if (res.headersSent) return;
    // For the metrics, which count transfers by outcome (shared/metrics/http-metrics.ts).
    res.locals.errorCode = body.code;
    res.status(status).json(body);
  }

  private toResponse(error: unknown): { status: number; body: ApiError } {
    if (error instanceof DomainError) return errorAnswer(error);
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? error.message);
      return { status, body: { message: status === 404 ? 'Not found' : message, code: CODE_BY_HTTP_STATUS[status] ?? `HTTP_${status}` } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong. Please try again.', code: ErrorCode.INTERNAL } };
  }
}

/**
 * The client closed the connection mid-request: a file being sent (`sendFile`'s ECONNABORTED) or a
 * body being read (Node's ECONNRESET "aborted").
 */
function clientWentAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNABORTED' || (code === 'ECONNRESET' && error.message === 'aborted');
}

/** Error name and message only: driver errors may carry SQL and parameters in other fields. */
function describe(error: unknown): { name: string; message: string; code?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message.slice(0, 300), code: (error as { code?: string }).code };
  return { name: typeof error, message: 'non-error thrown' };
}
