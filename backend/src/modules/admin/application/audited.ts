import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { RecordAuditEntry } from '../public/audit.commands.js';

type Entry = RecordAuditEntry['entry'];

/** What an administrator action answers to Audited: the state around it, and what to return. */
export interface AuditedOutcome<T> {
  before: object | null;
  after: object | null;
  result: T;
  /** The target's id when the action made it (a new user or account). */
  targetId?: string;
  /** The customer the target belongs to, when only the action finds it out (an account's holder, a payment's sender). */
  targetOwnerId?: string | null;
}

/**
 * Every administrator action: the change (through the owning contexts' public commands) and its
 * audit entry, in one transaction: both commit or neither does.
 */
@Injectable()
export class Audited {
  constructor(private readonly tx: TransactionRunner, private readonly commands: CommandBus) {}

  run<T>(entry: Omit<Entry, 'before' | 'after'>, work: () => Promise<AuditedOutcome<T>>): Promise<T> {
    return this.tx.run(async () => {
      const { before, after, result, targetId, targetOwnerId } = await work();
      const target = { ...entry.target, id: targetId ?? entry.target.id, ownerId: targetOwnerId ?? entry.target.ownerId };
      await this.commands.execute(new RecordAuditEntry({ ...entry, target, before, after }));
      return result;
    });
  }
}
