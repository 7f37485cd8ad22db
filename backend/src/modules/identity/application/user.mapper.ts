import type { UserDto } from '@bank/contracts/identity';
import type { User } from '../domain/user.js';

/** Lists every field the API shows, so nothing else (the password hash) can leak. */
export function toUserDto(user: User, sessionTimeoutMinutes: number): UserDto {
  return {
    id: user.id,
    customerId: user.customerId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    dateOfBirth: user.dateOfBirth,
    address: user.address,
    role: user.role,
    isVerified: user.isVerified,
    isActive: user.isActive,
    loginRestricted: user.loginRestricted,
    transactionRestricted: user.transactionRestricted,
    restrictionReason: user.restrictionReason,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    sessionTimeoutMinutes,
  };
}
