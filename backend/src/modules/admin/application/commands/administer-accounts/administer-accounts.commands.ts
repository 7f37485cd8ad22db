import type { AuditActor } from '../../../public/audit.commands.js';

// The back office's use cases on accounts. Each is audited in the transaction of its change.

/** Opens an account for a customer; an opening balance is deposited through the ledger. */
export class OpenAccountForCustomer {
  constructor(
    readonly actor: AuditActor,
    readonly request: { userId: string; accountType: 'checking' | 'savings' | 'credit'; currency: string; initialBalance: unknown; creditLimit: unknown },
  ) {}
}

export class SetAccountBalance {
  constructor(readonly actor: AuditActor, readonly accountId: string, readonly newBalance: unknown, readonly reason: string) {}
}

export class SwitchAccountCurrency {
  constructor(readonly actor: AuditActor, readonly accountId: string, readonly newCurrency: string, readonly reason: string | null) {}
}

export class DeleteAccount {
  constructor(readonly actor: AuditActor, readonly accountId: string) {}
}
