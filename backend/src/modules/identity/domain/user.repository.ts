import type { User } from './user.js';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByCustomerId(customerId: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  /** Inside a transaction: the user's row locked until it ends (administrator changes). */
  lockById(id: string): Promise<User | null>;
  /** Throws CustomerIdTaken or EmailTaken when another user took the customer id or email meanwhile. */
  save(user: User): Promise<void>;
}
