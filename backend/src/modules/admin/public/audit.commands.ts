import type { AuditAction } from '@bank/contracts/admin';

export interface AuditActor {
  id: string;
  customerId: string;
}

/**
 * Writes one audit_log row: who, when, what, on what, before, after and why. It joins the
 * caller's transaction and refuses to run outside one, so an action and its audit entry commit or
 * roll back together. Rows are never updated or deleted (a trigger refuses it).
 */
export class RecordAuditEntry {
  constructor(
    readonly entry: {
      actor: AuditActor;
      action: AuditAction;
      target: { type: 'user' | 'account' | 'payment' | 'card' | 'application' | 'exchange-rate'; id: string };
      before: object | null;
      after: object | null;
      reason?: string | null;
    },
  ) {}
}
