import type { User } from './user.js';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByCustomerId(customerId: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Inside a transaction, locked until it ends: the user a password reset link (its token's SHA-256) was sent to. */
  lockByPasswordResetHash(tokenHash: string): Promise<User | null>;
  /** Inside a transaction, locked until it ends: the user an email change link (its token's SHA-256) was sent for. */
  lockByEmailChangeHash(tokenHash: string): Promise<User | null>;
  /** Inside a transaction: the user's row locked until it ends (administrator changes). */
  lockById(id: string): Promise<User | null>;
  /**
   * Inside a transaction: waits for, then holds until it ends, the bank-wide right to change who
   * may administer the bank, so two changes cannot each leave the other's administrator last.
   */
  serializeAdministratorChanges(): Promise<void>;
  /** Administrators who can sign in (active, not restricted, not deleted) other than `exceptId`. */
  countUsableAdministrators(exceptId: string): Promise<number>;
  /** Throws CustomerIdTaken or EmailTaken when another user took the customer id or email meanwhile. */
  save(user: User): Promise<void>;
}
