import type { AuditEntry } from './audit-entry.js';

/** The audit trail, append-only: entries are added and never updated or deleted (the table's trigger refuses it too). */
export interface AuditLog {
  /** Adds the entry in the caller's transaction; refuses to run outside one, so an action and its entry commit together. */
  append(entry: AuditEntry): Promise<void>;
}
