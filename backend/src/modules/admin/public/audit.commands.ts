import type { AuditAction } from '@bank/contracts/admin';
import type { AuditActor, AuditTargetType } from '../domain/audit-entry.js';

export type { AuditActor };

/**
 * Writes one entry of the audit trail: who, when, what, on what, before, after and why. It joins the
 * caller's transaction and refuses to run outside one, so an action and its audit entry commit or
 * roll back together. Rows are never updated or deleted (a trigger refuses it).
 */
export class RecordAuditEntry {
  constructor(
    readonly entry: {
      actor: AuditActor;
      action: AuditAction;
      target: { type: AuditTargetType; id: string };
      before: object | null;
      after: object | null;
      reason?: string | null;
    },
  ) {}
}
