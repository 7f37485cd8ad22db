import type { CreateUserRequest } from '@bank/contracts/admin';
import type { AuditActor } from '../../../public/audit.commands.js';

// The back office's use cases on profiles. Each is audited in the transaction of its change.

export class CreateCustomer {
  constructor(readonly actor: AuditActor, readonly request: CreateUserRequest) {}
}

export class ChangeUserStatus {
  constructor(readonly actor: AuditActor, readonly userId: string, readonly isActive: boolean) {}
}

export class ChangeUserRestrictions {
  constructor(readonly actor: AuditActor, readonly userId: string, readonly restrictions: { loginRestricted: boolean; transactionRestricted: boolean; reason: string | null }) {}
}

export class ResetPasswordForUser {
  constructor(readonly actor: AuditActor, readonly userId: string, readonly newPassword: string) {}
}

/** Closes every account of the user (all-or-nothing), then the profile. */
export class DeleteUser {
  constructor(readonly actor: AuditActor, readonly userId: string) {}
}

export class ResetUserSecurity {
  constructor(readonly actor: AuditActor, readonly userId: string, readonly credential: 'questions' | 'signature') {}
}

/** The idle timeout of every session (the raw value: identity refuses anything but 1 to 60 whole minutes). */
export class ChangeSessionTimeout {
  constructor(readonly actor: AuditActor, readonly timeoutMinutes: unknown) {}
}
