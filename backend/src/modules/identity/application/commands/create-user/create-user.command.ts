import type { UserRole } from '../../../domain/user.js';

export class CreateUser {
  constructor(
    readonly props: {
      customerId: string;
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      phone?: string | null;
      dateOfBirth?: string | null;
      address?: string | null;
      role?: UserRole;
      isVerified?: boolean;
      /** When the relationship began; now when omitted (the demo seed backdates its customers). */
      createdAt?: Date;
    },
  ) {}
}
