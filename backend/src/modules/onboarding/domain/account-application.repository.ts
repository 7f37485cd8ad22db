import type { AccountApplication } from './account-application.js';

/** Applications' port; every method joins the caller's transaction. */
export interface AccountApplicationRepository {
  /** Stores a submitted application (unverified: it holds no email yet). */
  add(application: AccountApplication): Promise<void>;
  /** Serialises work on one email (case-insensitive) until the transaction ends. */
  lockEmail(email: string): Promise<void>;
  /** Whether the email has a verified application submitted or under review. */
  hasPendingFor(email: string): Promise<boolean>;
  /** The application whose verification link has this token (its SHA-256), locked. */
  lockByVerificationHash(tokenHash: string): Promise<AccountApplication | null>;
  /** The approved application whose activation link has this token (its SHA-256), locked. */
  lockByActivationHash(tokenHash: string): Promise<AccountApplication | null>;
  /** The application, locked for the rest of the transaction (a decision, the first password). */
  lock(id: string): Promise<AccountApplication | null>;
  /** The approved application of a customer, locked (their welcome). */
  lockOfUser(userId: string): Promise<AccountApplication | null>;
  /** The application a reference number and date of birth (YYYY-MM-DD) name together. */
  findByReference(referenceNumber: string, dateOfBirth: string): Promise<AccountApplication | null>;
  save(application: AccountApplication): Promise<void>;
}
