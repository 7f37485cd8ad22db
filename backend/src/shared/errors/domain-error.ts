/**
 * Base of every business error. `code` is stable and listed in contracts/errors.ts;
 * the HTTP status for it is chosen in one place (shared/errors/error-answer.ts).
 * Plain TypeScript so domain code may throw it.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  constructor(message: string, readonly details?: { field: string; message: string }[]) {
    super(message);
    this.name = new.target.name;
  }
}

/** A request body or parameter that breaks a rule; `details` names the fields. */
export class ValidationFailed extends DomainError {
  readonly code = 'VALIDATION';
}

export class NotFound extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(message = 'Not found') { super(message); }
}

export class Unauthenticated extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Unauthorized') { super(message); }
}

export class Forbidden extends DomainError {
  readonly code = 'FORBIDDEN';
}

/** A request body over the size limit (413). */
export class PayloadTooLarge extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(message = 'The request body is too large') { super(message); }
}

/** A request body in a charset or encoding the API does not read (415). */
export class UnsupportedMediaType extends DomainError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}
