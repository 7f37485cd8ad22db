import { LoginRestricted, UserInactive } from './identity.errors.js';

export type UserRole = 'user' | 'admin';

export interface NewUser {
  id: string;
  customerId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  dateOfBirth?: string | null;
  address?: string | null;
  role?: UserRole;
  isVerified?: boolean;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: string;
}

/**
 * What other contexts keep a copy of (accounts' holder search on the back office's lists): the
 * customer's identity as staff find it, and whether the profile is in force.
 */
export interface CustomerProfile {
  userId: string;
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  active: boolean;
  deleted: boolean;
}

/** A customer or administrator of the bank. Plain class: mapped in infrastructure. */
export class User {
  id!: string;
  customerId!: string;
  email!: string;
  passwordHash!: string;
  firstName!: string;
  lastName!: string;
  phone!: string | null;
  dateOfBirth!: string | null;
  address!: string | null;
  role!: UserRole;
  isVerified!: boolean;
  isActive!: boolean;
  loginRestricted!: boolean;
  transactionRestricted!: boolean;
  restrictionReason!: string | null;
  lastLoginAt!: Date | null;
  /** The sign-in before the current one: null until the second, so the first visit is welcomed, not welcomed back. */
  previousLoginAt!: Date | null;
  twoFactorEnabled!: boolean;
  passwordChangedAt!: Date | null;
  /** Set when the bank deletes the profile: it is closed, never erased (its history stays). */
  deletedAt!: Date | null;
  /** The emailed reset link's token as a SHA-256, until used or replaced by a newer request. */
  passwordResetTokenHash!: string | null;
  passwordResetExpiresAt!: Date | null;
  /** The address the customer asked to change to: the email changes only when its link is opened. */
  pendingEmail!: string | null;
  emailChangeTokenHash!: string | null;
  emailChangeExpiresAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Set when a change touched the profile others copy, until the use case takes it (not stored). */
  private profileChanged?: boolean;

  static register(props: NewUser, now: Date): User {
    return Object.assign(new User(), {
      phone: null, dateOfBirth: null, address: null, role: 'user', isVerified: false,
      ...props,
      isActive: true, loginRestricted: false, transactionRestricted: false, restrictionReason: null,
      lastLoginAt: null, previousLoginAt: null, twoFactorEnabled: false, passwordChangedAt: null, deletedAt: null, createdAt: now, updatedAt: now,
      passwordResetTokenHash: null, passwordResetExpiresAt: null, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null,
      profileChanged: true,
    });
  }

  profile(): CustomerProfile {
    return {
      userId: this.id, customerId: this.customerId, firstName: this.firstName, lastName: this.lastName, email: this.email,
      role: this.role, active: this.isActive, deleted: this.deletedAt !== null,
    };
  }

  /**
   * The profile, when it was created or changed since the last call; else null. The use case
   * records it (CustomerProfileChanged) in the transaction that saves the change.
   */
  takeProfileChange(): CustomerProfile | null {
    if (!this.profileChanged) return null;
    this.profileChanged = false;
    return this.profile();
  }

  /** Applies `change`, noting whether it touched the profile. */
  private changingProfile(change: () => void): void {
    const before = JSON.stringify(this.profile());
    change();
    if (JSON.stringify(this.profile()) !== before) this.profileChanged = true;
  }

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  /** An administrator who can sign in and use the back office. */
  get isUsableAdministrator(): boolean {
    return this.isAdmin && this.isActive && !this.loginRestricted && this.deletedAt === null;
  }

  /** Checked only after the password matched, so a stranger learns nothing about the profile. */
  assertMaySignIn(): void {
    if (!this.isActive) throw new UserInactive();
    if (this.loginRestricted) throw new LoginRestricted(this.restrictionReason);
  }

  recordSignIn(at: Date): void {
    this.previousLoginAt = this.lastLoginAt;
    this.lastLoginAt = at;
    this.updatedAt = at;
  }

  /**
   * The customer's own contact details; `address` is left as it is when not given (the profile
   * page has none). The email changes here only in its letter case: another address waits for the
   * link sent to it (requestEmailChange).
   */
  updateProfile(changes: ProfileChanges, at: Date): void {
    this.changingProfile(() => {
      this.firstName = changes.firstName;
      this.lastName = changes.lastName;
      if (this.hasEmail(changes.email)) this.email = changes.email;
    });
    this.phone = changes.phone;
    if (changes.address !== undefined) this.address = changes.address;
    this.updatedAt = at;
  }

  /** Whether `email` is the address the customer has now (letter case aside, as the unique index sees it). */
  hasEmail(email: string): boolean {
    return this.email.toLowerCase() === email.toLowerCase();
  }

  /** A new address waits for its link, sent to it; a newer request replaces the pending one and its link. */
  requestEmailChange(email: string, tokenHash: string, expiresAt: Date, at: Date): void {
    this.pendingEmail = email;
    this.emailChangeTokenHash = tokenHash;
    this.emailChangeExpiresAt = expiresAt;
    this.updatedAt = at;
  }

  canConfirmEmailChangeWith(tokenHash: string, now: Date): boolean {
    return this.pendingEmail !== null && this.emailChangeTokenHash === tokenHash && this.emailChangeExpiresAt !== null && this.emailChangeExpiresAt > now
      && this.deletedAt === null;
  }

  /** The link was opened: the pending address becomes the email, and the link is spent. */
  confirmEmailChange(at: Date): void {
    const email = this.pendingEmail;
    if (email === null) return;
    this.changingProfile(() => { this.email = email; });
    this.cancelEmailChange(at);
  }

  /** The pending address is dropped and its link no longer works. */
  cancelEmailChange(at: Date): void {
    this.pendingEmail = null;
    this.emailChangeTokenHash = null;
    this.emailChangeExpiresAt = null;
    this.updatedAt = at;
  }

  changePassword(passwordHash: string, at: Date): void {
    this.passwordHash = passwordHash;
    this.passwordChangedAt = at;
    this.updatedAt = at;
  }

  /**
   * Who may set a new password through an emailed link: a customer who could sign in with it.
   * Never staff: an administrator's way back is another administrator or the `reset-admin-password`
   * job, so a mailbox alone never opens the back office (docs/decisions/password-reset.md).
   */
  get mayResetPasswordByEmail(): boolean {
    return !this.isAdmin && this.isActive && !this.loginRestricted && this.deletedAt === null;
  }

  /** A reset link was sent; it replaces any older one, which stops working. */
  issuePasswordReset(tokenHash: string, expiresAt: Date, at: Date): void {
    this.passwordResetTokenHash = tokenHash;
    this.passwordResetExpiresAt = expiresAt;
    this.updatedAt = at;
  }

  canResetPasswordWith(tokenHash: string, now: Date): boolean {
    return this.passwordResetTokenHash === tokenHash && this.passwordResetExpiresAt !== null && this.passwordResetExpiresAt > now
      && this.mayResetPasswordByEmail;
  }

  /** The new password from the reset link; the link is spent. */
  resetPassword(passwordHash: string, at: Date): void {
    this.changePassword(passwordHash, at);
    this.passwordResetTokenHash = null;
    this.passwordResetExpiresAt = null;
  }

  /** Sign-in verification on or off (an authenticator app confirmed, or removed). */
  setSignInVerification(on: boolean, at: Date): void {
    if (this.twoFactorEnabled === on) return;
    this.twoFactorEnabled = on;
    this.updatedAt = at;
  }

  /** An administrator turns the profile on or off; off ends its sessions (the use case does). */
  setActive(isActive: boolean, at: Date): void {
    this.changingProfile(() => { this.isActive = isActive; });
    this.updatedAt = at;
  }

  setRestrictions(r: { loginRestricted: boolean; transactionRestricted: boolean; reason: string | null }, at: Date): void {
    this.loginRestricted = r.loginRestricted;
    this.transactionRestricted = r.transactionRestricted;
    this.restrictionReason = r.loginRestricted || r.transactionRestricted ? r.reason : null;
    this.updatedAt = at;
  }

  /** Closed for good: inactive, and its customer id and email stay taken so nobody inherits its history. */
  markDeleted(at: Date): void {
    this.changingProfile(() => {
      this.isActive = false;
      this.deletedAt = at;
    });
    this.updatedAt = at;
  }

  /** What the back office shows and audits of a profile. */
  adminView(): AdminUserView {
    return {
      id: this.id, customerId: this.customerId, email: this.email, firstName: this.firstName, lastName: this.lastName, role: this.role,
      isActive: this.isActive, loginRestricted: this.loginRestricted, transactionRestricted: this.transactionRestricted,
      restrictionReason: this.restrictionReason, deleted: this.deletedAt !== null,
    };
  }
}

export interface AdminUserView {
  id: string;
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  isActive: boolean;
  loginRestricted: boolean;
  transactionRestricted: boolean;
  restrictionReason: string | null;
  deleted: boolean;
}
