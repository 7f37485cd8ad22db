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
  twoFactorEnabled!: boolean;
  passwordChangedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  static register(props: NewUser, now: Date): User {
    return Object.assign(new User(), {
      phone: null, dateOfBirth: null, address: null, role: 'user', isVerified: false,
      ...props,
      isActive: true, loginRestricted: false, transactionRestricted: false, restrictionReason: null,
      lastLoginAt: null, twoFactorEnabled: false, passwordChangedAt: null, createdAt: now, updatedAt: now,
    });
  }

  get isAdmin(): boolean {
    return this.role === 'admin';
  }

  /** Checked only after the password matched, so a stranger learns nothing about the profile. */
  assertMaySignIn(): void {
    if (!this.isActive) throw new UserInactive();
    if (this.loginRestricted) throw new LoginRestricted(this.restrictionReason);
  }

  recordSignIn(at: Date): void {
    this.lastLoginAt = at;
    this.updatedAt = at;
  }

  /** The customer's own contact details; `address` is left as it is when not given (the profile page has none). */
  updateProfile(changes: ProfileChanges, at: Date): void {
    this.firstName = changes.firstName;
    this.lastName = changes.lastName;
    this.email = changes.email;
    this.phone = changes.phone;
    if (changes.address !== undefined) this.address = changes.address;
    this.updatedAt = at;
  }

  changePassword(passwordHash: string, at: Date): void {
    this.passwordHash = passwordHash;
    this.passwordChangedAt = at;
    this.updatedAt = at;
  }

  enableTwoFactor(at: Date): void {
    if (this.twoFactorEnabled) return;
    this.twoFactorEnabled = true;
    this.updatedAt = at;
  }
}
