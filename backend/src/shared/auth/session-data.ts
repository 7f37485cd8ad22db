import 'express-session';

/** What a signed-in session holds (stored as json in `sessions.sess`). Times in ms since epoch. */
declare module 'express-session' {
  interface SessionData {
    userId: string;
    customerId: string;
    role: 'user' | 'admin';
    loginTime: number;
    lastActivity: number;
    /** When this session last confirmed the password to replace security credentials. */
    credentialsConfirmedAt?: number;
    /** A sign-in whose password was right, waiting for its second factor (POST /api/login/2fa). */
    pendingSignIn?: { userId: string; at: number };
    /**
     * The one open WebAuthn challenge (registering a passkey, a sign-in's or a transfer's
     * assertion): taken out when answered, so it is used once; a new ceremony replaces it.
     */
    passkeyChallenge?: { use: 'register' | 'sign-in' | 'transfer'; value: string; at: number };
  }
}

export interface AuthenticatedUser {
  id: string;
  customerId: string;
  role: 'user' | 'admin';
}
