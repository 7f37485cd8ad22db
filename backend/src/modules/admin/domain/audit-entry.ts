/** Who did it: the administrator's id and customer id, kept as they were (a later rename does not rewrite history). */
export interface AuditActor {
  id: string;
  customerId: string;
}

export type AuditTargetType = 'user' | 'account' | 'payment' | 'card' | 'application' | 'exchange-rate' | 'setting' | 'message' | 'deposit';

/**
 * One line of the audit trail of staff actions: who, when, what, on what, the target before and
 * after, and why. Written once, in the transaction of the action it records; never changed after.
 */
export class AuditEntry {
  /** Given by the database when the entry is appended. */
  id?: string;
  actorId!: string;
  actorCustomerId!: string;
  action!: string;
  targetType!: AuditTargetType;
  targetId!: string;
  before!: object | null;
  after!: object | null;
  reason!: string | null;
  createdAt!: Date;

  static record(
    props: { actor: AuditActor; action: string; target: { type: AuditTargetType; id: string }; before: object | null; after: object | null; reason?: string | null },
    now: Date,
  ): AuditEntry {
    return Object.assign(new AuditEntry(), {
      actorId: props.actor.id, actorCustomerId: props.actor.customerId, action: props.action, targetType: props.target.type, targetId: props.target.id,
      before: props.before, after: props.after, reason: props.reason?.trim() || null, createdAt: now,
    });
  }
}
