export const USER_REPOSITORY = Symbol('UserRepository');
export const PASSWORD_HASHER = Symbol('PasswordHasher');
export const LOGIN_ATTEMPTS = Symbol('LoginAttempts');
export const SESSIONS = Symbol('Sessions');
export const NOTIFICATION_PREFERENCES = Symbol('NotificationPreferencesRepository');
export const SECURITY_QUESTIONS_REPOSITORY = Symbol('SecurityQuestionsRepository');
export const SIGNATURE_REPOSITORY = Symbol('SignatureRepository');
export const STEP_UP_REPOSITORY = Symbol('StepUpRepository');
