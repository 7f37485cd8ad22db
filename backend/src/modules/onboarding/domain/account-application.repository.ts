import type { AccountApplication } from './account-application.js';

/** Applications' port; every method joins the caller's transaction. */
export interface AccountApplicationRepository {
  /** Stores a submitted application; false when the email already has one submitted or under review. */
  add(application: AccountApplication): Promise<boolean>;
  /** Whether the email has an application submitted or under review. */
  hasPendingFor(email: string): Promise<boolean>;
  /** The application, locked for the rest of the transaction (a decision, the first password). */
  lock(id: string): Promise<AccountApplication | null>;
  /** The approved application of a customer, locked (their welcome). */
  lockOfUser(userId: string): Promise<AccountApplication | null>;
  /** The application a reference number and date of birth (YYYY-MM-DD) name together. */
  findByReference(referenceNumber: string, dateOfBirth: string): Promise<AccountApplication | null>;
  save(application: AccountApplication): Promise<void>;
}
