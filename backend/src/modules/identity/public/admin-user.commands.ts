import type { AdminUserView } from '../domain/user.js';

// What the back office (the admin context) may ask of identity. Each joins the caller's
// transaction and locks the user's row, so the before/after it answers is what changed.
// A deleted user is not found (404).

export type { AdminUserView };

export interface UserChange {
  before: AdminUserView;
  after: AdminUserView;
}

/** Deactivating ends the user's sessions at once. */
export class SetUserActive {
  constructor(readonly userId: string, readonly isActive: boolean) {}
}

/** Restricting login ends the user's sessions at once; restricting transactions refuses every money-moving call. */
export class SetUserRestrictions {
  constructor(readonly userId: string, readonly restrictions: { loginRestricted: boolean; transactionRestricted: boolean; reason: string | null }) {}
}

/** A new password set by the bank: ends every session and notifies the user (PasswordChanged). */
export class ResetUserPassword {
  /** `firstPassword`: an approved applicant choosing theirs (told as a welcome, not as an alarm). */
  constructor(readonly userId: string, readonly newPassword: string, readonly firstPassword = false) {}
}

/** Closes the profile (never erased): inactive, sessions ended, customer id and email kept taken. */
export class MarkUserDeleted {
  constructor(readonly userId: string) {}
}

/**
 * Deletes the user's security questions or signature; the step-up then refuses with the set-up
 * message until the customer sets them up again. Answers whether there was one to delete.
 */
export class ResetSecurityCredential {
  constructor(readonly userId: string, readonly credential: 'questions' | 'signature') {}
}

/** The user as the back office sees it, or null (unknown or deleted). */
export class FindUserForAdmin {
  constructor(readonly userId: string) {}
}

/** Customers (role user) the bank has, deleted ones left out. */
export class CountCustomers {}

/** Whether the user has security questions and a signature (the admin view of SPEC 3). */
export { GetSecurityStatus } from '../application/queries/get-security-status/get-security-status.query.js';

/**
 * The idle timeout of every session, in whole minutes from 1 to 60 (else IDENTITY.INVALID_TIMEOUT);
 * answers the timeout before and after, for the audit trail.
 */
export class SetSessionTimeout {
  constructor(readonly timeoutMinutes: unknown) {}
}
