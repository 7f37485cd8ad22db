import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode, type ApiError } from '@bank/contracts/errors';
import { DomainError } from '../errors/domain-error.js';
import { errorAnswer } from '../errors/error-answer.js';
import { sendAnswer } from './send-answer.js';

const CODE_BY_HTTP_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION, 401: ErrorCode.UNAUTHENTICATED, 403: ErrorCode.FORBIDDEN, 404: ErrorCode.NOT_FOUND,
};

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
    const answer = this.toResponse(error);
    if (answer.status >= 500) this.logger.error({ msg: 'unhandled error', error: describe(error) });
    if (res.headersSent) return;
    res.json(sendAnswer(res, answer));
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
