/** Every error response of the API has this shape; the client shows `message`. */
export interface ApiError {
  message: string;
  code: string;
  details?: FieldError[];
}

export interface FieldError {
  field: string;
  message: string;
}

/** Stable error codes. The HTTP status of each is decided in one place on the server. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CSRF_REFUSED: 'CSRF_REFUSED',
  INTERNAL: 'INTERNAL',
  IDENTITY_INVALID_CREDENTIALS: 'IDENTITY.INVALID_CREDENTIALS',
  IDENTITY_LOGIN_RESTRICTED: 'IDENTITY.LOGIN_RESTRICTED',
  IDENTITY_USER_INACTIVE: 'IDENTITY.USER_INACTIVE',
  IDENTITY_LOGIN_THROTTLED: 'IDENTITY.LOGIN_THROTTLED',
  IDENTITY_INVALID_TIMEOUT: 'IDENTITY.INVALID_TIMEOUT',
  IDENTITY_CUSTOMER_ID_TAKEN: 'IDENTITY.CUSTOMER_ID_TAKEN',
  IDENTITY_EMAIL_TAKEN: 'IDENTITY.EMAIL_TAKEN',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
