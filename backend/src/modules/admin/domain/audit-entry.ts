/** Who did it: the administrator's id and customer id, kept as they were (a later rename does not rewrite history). */
export interface AuditActor {
  id: string;
  customerId: string;
}

export type AuditTargetType = 'user' | 'account' | 'payment' | 'card' | 'application' | 'exchange-rate' | 'setting' | 'message' | 'deposit';

/** What an entry is about; `ownerId` is the customer (user id) it belongs to, which a user target is itself. */
export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  ownerId?: string | null;
}

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
  /** The customer (user id) the target is or belongs to; null for the bank's own (a setting, a rate) or an applicant not yet a customer. */
  targetOwnerId!: string | null;
  before!: object | null;
  after!: object | null;
  reason!: string | null;
  createdAt!: Date;

  static record(
    props: { actor: AuditActor; action: string; target: AuditTarget; before: object | null; after: object | null; reason?: string | null },
    now: Date,
  ): AuditEntry {
    return Object.assign(new AuditEntry(), {
      actorId: props.actor.id, actorCustomerId: props.actor.customerId, action: props.action, targetType: props.target.type, targetId: props.target.id,
      targetOwnerId: props.target.type === 'user' ? props.target.id : props.target.ownerId ?? null,
      before: props.before, after: props.after, reason: props.reason?.trim() || null, createdAt: now,
    });
  }
}
