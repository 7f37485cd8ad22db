/** The ports of the identity context, bound in identity.module.ts. */
export const USER_REPOSITORY = Symbol('UserRepository');
export const PASSWORD_HASHER = Symbol('PasswordHasher');
export const LOGIN_ATTEMPTS = Symbol('LoginAttempts');
export const KNOWN_DEVICES = Symbol('KnownDeviceRepository');
export const NOTIFICATION_SETTINGS = Symbol('NotificationSettingsRepository');
export const SECURITY_QUESTIONS_REPOSITORY = Symbol('SecurityQuestionsRepository');
export const SIGNATURE_REPOSITORY = Symbol('SignatureRepository');
export const STEP_UP_REPOSITORY = Symbol('StepUpRepository');
export const USER_QUERIES = Symbol('UserQueries');
export const CUSTOMER_SETTINGS_QUERIES = Symbol('CustomerSettingsQueries');
export const SIGN_IN_VERIFICATION = Symbol('SignInVerificationRepository');
export const AUTHENTICATOR = Symbol('Authenticator');
export const PASSKEYS = Symbol('PasskeyRepository');
export const PASSKEY_CEREMONIES = Symbol('PasskeyCeremonies');
