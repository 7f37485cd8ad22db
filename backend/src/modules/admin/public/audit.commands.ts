import type { AuditAction } from '@bank/contracts/admin';
import type { AuditActor, AuditTarget } from '../domain/audit-entry.js';

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
      /** With its owner, so the customer's audit trail finds it (a user target is its own). */
      target: AuditTarget;
      before: object | null;
      after: object | null;
      reason?: string | null;
    },
  ) {}
}
