import 'express-session';

/** What a signed-in session holds (stored as json in `sessions.sess`). Times in ms since epoch. */
declare module 'express-session' {
  interface SessionData {
    userId: string;
    customerId: string;
    role: 'user' | 'admin';
    loginTime: number;
    lastActivity: number;
  }
}

export interface AuthenticatedUser {
  id: string;
  customerId: string;
  role: 'user' | 'admin';
}
