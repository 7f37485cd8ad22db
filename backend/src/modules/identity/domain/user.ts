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
  createdAt!: Date;
  updatedAt!: Date;

  static register(props: NewUser, now: Date): User {
    return Object.assign(new User(), {
      phone: null, dateOfBirth: null, address: null, role: 'user', isVerified: false,
      ...props,
      isActive: true, loginRestricted: false, transactionRestricted: false, restrictionReason: null,
      lastLoginAt: null, createdAt: now, updatedAt: now,
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
}
