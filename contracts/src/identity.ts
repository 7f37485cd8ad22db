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
