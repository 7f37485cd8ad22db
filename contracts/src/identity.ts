import type { AccountDto } from './accounts.js';

export const UserRole = { USER: 'user', ADMIN: 'admin' } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

/** The fixed administrator customer id (SPEC 6); the server checks the `admin` role. */
export const ADMIN_CUSTOMER_ID = 'ADMIN001';

/** The signed-in user as the API returns it. Never carries the password hash. */
export interface UserDto {
  id: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  address: string | null;
  role: UserRole;
  isVerified: boolean;
  isActive: boolean;
  loginRestricted: boolean;
  transactionRestricted: boolean;
  restrictionReason: string | null;
  lastLoginAt: string | null;
  /** The sign-in before this one; null on the first, which is welcomed rather than welcomed back (issue 28 item 11). */
  previousLoginAt: string | null;
  createdAt: string;
  /**
   * An address the customer asked to change their email to, waiting for the link sent to it
   * (`email` stays in force until then); null when no change waits.
   */
  pendingEmail: string | null;
  /** Idle timeout the server enforces, so the client countdown matches it. */
  sessionTimeoutMinutes: number;
  /** The user's own accounts (GET /api/user carries them). */
  accounts?: AccountDto[];
}

/** The users.customer_id column's length. */
export const CUSTOMER_ID_MAX_LENGTH = 32;

export interface LoginRequest {
  customerId: string;
  password: string;
}

export interface LoginResponse {
  message: string;
  user: UserDto;
}

/** A second factor a customer may complete a sign-in with. */
export type SignInMethod = 'authenticator-code' | 'passkey';

/**
 * POST /api/login for a customer with sign-in verification on: not signed in until
 * POST /api/login/2fa (a code) or POST /api/login/passkey (an assertion over the challenge of
 * POST /api/login/passkey/options); `methods` names the factors the customer has.
 */
export interface SecondFactorRequiredResponse {
  twoFactorRequired: true;
  methods: SignInMethod[];
}

/** POST /api/login/passkey: the browser's answer to navigator.credentials.get(), as @simplewebauthn/browser gives it. */
export interface PasskeySignInRequest {
  response: Record<string, unknown>;
}

export interface SessionDetailDto {
  customerId: string;
  loginTime: string;
  lastActivity: string;
  /** Seconds until the session expires. */
  timeRemaining: number;
}

export interface AdminSessionsDto {
  totalActiveSessions: number;
  timeoutMinutes: number;
  sessionDetails: SessionDetailDto[];
}

export interface RevokeSessionsRequest {
  /** The session's customerId (SPEC 7 names the field userId). */
  userId: string;
}

export interface SessionTimeoutRequest {
  timeoutMinutes: number;
}

/**
 * `POST /api/password-reset` (signed out): a customer ID or an email address. The answer is the
 * same 202 whether or not it matches an account; a matching customer is emailed a link
 * `/reset-password?token=…`, single use, valid PASSWORD_RESET.LINK_MINUTES, the newest one only.
 */
export interface PasswordResetRequest {
  customerIdOrEmail: string;
}

/** `POST /api/password-reset/complete`: the emailed link's token and the new password (the rules of PATCH /api/user/password). */
export interface CompletePasswordResetRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** The answer of both password-reset routes. */
export interface PasswordResetResponse {
  message: string;
}

export const PASSWORD_RESET = {
  LINK_MINUTES: 30,
  /** The longest customer ID or email the form takes. */
  IDENTIFIER_MAX_LENGTH: 254,
} as const;

export const PasswordResetMessages = {
  IDENTIFIER_REQUIRED: 'Enter your customer ID or email address',
  IDENTIFIER_TOO_LONG: 'Customer ID or email must be at most 254 characters',
  REQUESTED: "If the details match an account, we've emailed a link to reset the password. It works once, within 30 minutes.",
  LINK_INVALID: 'This link has expired or was already used. Ask for a new one.',
  TOKEN_REQUIRED: 'This link is incomplete. Open the link from the email again, or ask for a new one.',
  COMPLETED: 'Your password has been changed and every session of your account has ended. Sign in with your new password.',
  THROTTLED: 'Too many attempts. Please try again later.',
} as const;

export const SESSION = {
  DEFAULT_TIMEOUT_MINUTES: 15,
  MIN_TIMEOUT_MINUTES: 1,
  MAX_TIMEOUT_MINUTES: 60,
  WARNING_SECONDS: [120, 30],
  EXTEND_VISIBLE_SECONDS: 300,
  EXPIRING_SOON_SECONDS: 300,
  LOGIN_FAILURE_LIMIT: 5,
  LOGIN_FAILURE_WINDOW_MINUTES: 15,
} as const;

export const IdentityMessages = {
  CUSTOMER_ID_REQUIRED: 'Customer ID is required',
  CUSTOMER_ID_TOO_LONG: `Customer ID must be at most ${CUSTOMER_ID_MAX_LENGTH} characters`,
  PASSWORD_REQUIRED: 'Password is required',
  INVALID_CREDENTIALS: 'Invalid customer ID or password',
  LOGIN_FAILED: 'Login failed',
  LOGIN_FAILED_TITLE: 'Login Failed',
  WELCOME_TITLE: 'Welcome back!',
  welcome: (firstName: string) => `Hello ${firstName}, you have successfully logged in.`,
  /** The first sign-in: nobody is welcomed back on their first day. */
  FIRST_WELCOME_TITLE: 'Welcome!',
  firstWelcome: (firstName: string) => `Hello ${firstName}, welcome to Meridian Private Bank.`,
  TIMEOUT_RANGE: 'Timeout must be between 1 and 60 minutes.',
  INVALID_TIMEOUT_TITLE: 'Invalid Timeout',
  UNAUTHORIZED: 'Unauthorized',
  LOGGED_OUT_REDIRECT: 'You are logged out. Logging in again...',
  SESSION_EXPIRED: 'You have been logged out due to inactivity.',
  EXTENSION_FAILED_TITLE: 'Extension Failed',
  EXTENSION_FAILED: 'Failed to extend session. Please login again.',
  ACCESS_DENIED: 'Access Denied - You are not authorized to access the admin panel.',
  /** SPEC 2.19: the screen a non-admin sees at /admin (the two halves of ACCESS_DENIED). */
  ACCESS_DENIED_TITLE: 'Access Denied',
  ACCESS_DENIED_TEXT: 'You are not authorized to access the admin panel.',
} as const;
