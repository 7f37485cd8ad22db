/** `PATCH /api/user/profile`: the Settings page's Profile tab. Answers the updated UserDto. */
export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

/** `PATCH /api/auth/profile`: the Profile page (no address). Answers the updated UserDto. */
export interface UpdateAuthProfileRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * `POST /api/profile/email/verify` (signed in or not): the token of the link emailed to the new
 * address (`/verify-email-change?token=…`), once, within 24 hours. Then the email is changed.
 */
export interface VerifyEmailChangeRequest {
  token: string;
}

export interface EmailChangeVerifiedResponse {
  message: string;
  /** The customer's email from now on. */
  email: string;
}

/** `POST /api/profile/email/resend` and `DELETE /api/profile/email/pending`. */
export interface EmailChangeResponse {
  message: string;
}

/** `PATCH /api/user/password`. On success every other session of the customer is ended. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordResponse {
  message: string;
  /** How many other sessions (other browsers and devices) were signed out. */
  otherSessionsEnded: number;
}

/** POST /api/user/2fa/enable: the authenticator app's secret, to scan as a QR code or type. */
export interface TotpEnrolmentResponse {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/user/2fa/confirm: sign-in verification is on; ten single-use codes, shown once. */
export interface TotpConfirmedResponse {
  message: string;
  recoveryCodes: string[];
}

/** GET /api/user/passkeys (a list of these), POST /api/user/passkeys (the one registered). */
export interface PasskeyDto {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * POST /api/user/passkeys: the browser's answer to navigator.credentials.create() over the
 * options of POST /api/user/passkeys/options, and the name the customer gave the passkey.
 */
export interface RegisterPasskeyRequest {
  name: string;
  response: Record<string, unknown>;
}

/** POST /api/user/passkeys/{id}/remove: the password, or a code from the authenticator app. */
export interface RemovePasskeyRequest {
  password?: string;
  code?: string;
}

/** `GET /api/user/security`. */
export interface SecurityStatusDto {
  twoFactorEnabled: boolean;
  hasSecurityQuestions: boolean;
  hasSignature: boolean;
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
}

/**
 * `GET` and `PATCH /api/user/notifications`; PATCH takes any subset of the five. A customer who
 * never saved any gets the defaults: true, false, true, true, false (in this order).
 */
export interface NotificationPreferencesDto {
  emailNotifications: boolean;
  smsNotifications: boolean;
  transactionAlerts: boolean;
  securityAlerts: boolean;
  marketingEmails: boolean;
}

export type UpdateNotificationPreferencesRequest = Partial<NotificationPreferencesDto>;

export const PROFILE = {
  PHONE_MIN_LENGTH: 10,
  PASSWORD_MIN_LENGTH: 8,
  PASSWORD_MAX_LENGTH: 256,
  NAME_MAX_LENGTH: 100,
  EMAIL_MAX_LENGTH: 254,
  PHONE_MAX_LENGTH: 32,
  ADDRESS_MAX_LENGTH: 500,
} as const;

export const ProfileMessages = {
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  INVALID_EMAIL: 'Invalid email address',
  PHONE_REQUIRED: 'Phone number is required',
  PHONE_MIN: 'Phone number must be at least 10 digits',
  ADDRESS_REQUIRED: 'Address is required',
  FIRST_NAME_TOO_LONG: 'First name must be at most 100 characters',
  LAST_NAME_TOO_LONG: 'Last name must be at most 100 characters',
  PHONE_TOO_LONG: 'Phone number must be at most 32 characters',
  ADDRESS_TOO_LONG: 'Address must be at most 500 characters',
  PROFILE_UPDATED: 'Profile Updated',
  /** A new email is not in force until the link sent to it is opened (the notice on the Profile page says so). */
  EMAIL_CHANGE_SENT: 'We sent a link to your new email address: your email changes when you open it (within 24 hours).',
  EMAIL_CHANGE_RESENT: 'We sent the link to your new email address again.',
  EMAIL_CHANGE_CANCELLED: 'The email change was cancelled. Your email address stays as it was.',
  EMAIL_CHANGE_VERIFIED: 'Your email address is changed.',
  EMAIL_CHANGE_LINK_INVALID: 'This link has expired or was already used. Ask for a new one on your Profile page.',
  EMAIL_CHANGE_TOKEN_REQUIRED: 'This link is incomplete. Open the link from the email again.',
  NO_EMAIL_CHANGE_PENDING: 'No email change is waiting for verification.',
  EMAIL_CHANGE_THROTTLED: 'Too many attempts. Please try again later.',
  PROFILE_FAILED: 'Failed to update profile',

  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  PASSWORD_MIN: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 256 characters',
  CONFIRM_PASSWORD_REQUIRED: 'Please confirm your password',
  PASSWORDS_DONT_MATCH: "Passwords don't match",
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  PASSWORD_CHANGED: 'Password Changed',
  PASSWORD_FAILED: 'Failed to change password',

  TWO_FACTOR_ENABLED: 'Sign-in verification is on',
  TWO_FACTOR_DISABLED: 'Sign-in verification is off',
  PASSKEY_REMOVED: 'Passkey removed',
  TWO_FACTOR_FAILED: 'Failed to enable 2FA',

  PREFERENCE_NOT_BOOLEAN: (field: string) => `${field} must be true or false`,
  NOTIFICATIONS_UPDATED: 'Notifications Updated',
  NOTIFICATIONS_FAILED: 'Failed to update notifications',
} as const;
