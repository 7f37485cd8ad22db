export const USER_REPOSITORY = Symbol('UserRepository');
export const PASSWORD_HASHER = Symbol('PasswordHasher');
export const LOGIN_ATTEMPTS = Symbol('LoginAttempts');
export const SESSIONS = Symbol('Sessions');
