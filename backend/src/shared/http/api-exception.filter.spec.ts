import { Logger, type ArgumentsHost } from '@nestjs/common';
import { jest } from '@jest/globals';
import { ApiExceptionFilter } from './api-exception.filter.js';

/** The filter's answer to an error: the status and body it wrote (if any), and what it logged at error level. */
function caught(error: unknown) {
  const answer: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    locals: {},
    status(code: number) { answer.status = code; return this; },
    json(body: unknown) { answer.body = body; return this; },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  try {
    new ApiExceptionFilter().catch(error, host);
    return { ...answer, errors: logged.mock.calls.length };
  } finally {
    logged.mockRestore();
    info.mockRestore();
  }
}

describe('ApiExceptionFilter', () => {
  it('answers an unexpected error with a 500 and logs it as an error', () => {
    expect(caught(new Error('relation "x" does not exist'))).toEqual({
      status: 500, body: { message: 'Something went wrong. Please try again.', code: 'INTERNAL' }, errors: 1,
    });
  });

  it('answers nothing and logs no error when the client closed the request (a file being sent, a body being read)', () => {
    const fileAborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    const bodyAborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(caught(fileAborted)).toEqual({ errors: 0 });
    expect(caught(bodyAborted)).toEqual({ errors: 0 });
    // A reset while the app talked to something else (the database) is the app's error.
    expect(caught(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toMatchObject({ status: 500, errors: 1 });
  });
});
