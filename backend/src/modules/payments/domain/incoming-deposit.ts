import { randomBytes } from 'node:crypto';
import { DomainError, Forbidden, NotFound, ValidationFailed } from '../../../shared/errors/domain-error.js';
import { Money, MoneyError } from '../../../shared/money/money.js';

// Messages match contracts' DepositMessages (the domain does not import contracts).

export class DepositNotFound extends NotFound {
  constructor() { super('Deposit not found'); }
}

/** A deposit already decided (approved or rejected) cannot be decided again. */
export class DepositAlreadyDecided extends DomainError {
  readonly code = 'PAYMENTS.DEPOSIT_ALREADY_DECIDED';
  constructor(status: 'approved' | 'rejected') { super(`This deposit has already been ${status}`); }
}

/** Four eyes: money the bank creates needs a second person. */
export class OwnDepositApproval extends Forbidden {
  constructor() { super('A deposit must be approved by a different staff member than the one who recorded it'); }
}

export const FUNDING_REFERENCE = /^MPB-[0-9A-Z]{8}$/;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A payment reference for one account: short, typed by hand at another bank, without 0/O or 1/I. */
export function newFundingReference(): string {
  return `MPB-${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

/** A reference as typed by staff: upper case, spaces dropped; anything else than the shape is unknown. */
export function normalizeReference(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const reference = input.replace(/\s+/g, '').toUpperCase();
  return FUNDING_REFERENCE.test(reference) ? reference : null;
}

export function depositAmount(input: unknown, currency: string): Money {
  const message = 'Amount must be a positive amount with at most 2 decimals';
  try {
    if (input === null || input === undefined || input === '') throw new MoneyError('NOT_A_NUMBER', message);
    const amount = Money.parse(input, currency);
    if (!amount.isPositive()) throw new MoneyError('NOT_POSITIVE', message);
    return amount;
  } catch (error) {
    if (error instanceof MoneyError) throw new ValidationFailed(message, [{ field: 'amount', message }]);
    throw error;
  }
}

export function payerName(input: unknown): string {
  const payer = typeof input === 'string' ? input.trim() : '';
  if (!payer) throw new ValidationFailed('Please enter who sent the money', [{ field: 'payer', message: 'Please enter who sent the money' }]);
  if (payer.length > 140) throw new ValidationFailed('Payer must be at most 140 characters', [{ field: 'payer', message: 'Payer must be at most 140 characters' }]);
  return payer;
}

export function rejectionReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (!reason) throw new ValidationFailed('Please give the reason for rejecting the deposit', [{ field: 'reason', message: 'Please give the reason for rejecting the deposit' }]);
  if (reason.length > 500) throw new ValidationFailed('Reason must be at most 500 characters', [{ field: 'reason', message: 'Reason must be at most 500 characters' }]);
  return reason;
}

export interface IncomingDepositState {
  id: string;
  reference: string;
  accountId: string;
  accountNumber: string;
  userId: string;
  amount: string;
  currency: string;
  payer: string;
  status: 'pending' | 'approved' | 'rejected';
  recordedBy: string;
  recordedAt: Date;
  approvedBy: string | null;
  approvedAt: Date | null;
  transactionId: string | null;
  rejectedBy: string | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
}

type Undecided = 'status' | 'approvedBy' | 'approvedAt' | 'transactionId' | 'rejectedBy' | 'rejectedAt' | 'rejectionReason';

/**
 * Money that arrived from outside with a funding reference: pending until a second staff member
 * approves it, or until any staff member rejects it as recorded wrongly (no money moves then).
 */
export class IncomingDeposit {
  private constructor(private state: IncomingDepositState) {}

  static record(props: Omit<IncomingDepositState, Undecided>): IncomingDeposit {
    return new IncomingDeposit({
      ...props, status: 'pending', approvedBy: null, approvedAt: null, transactionId: null, rejectedBy: null, rejectedAt: null, rejectionReason: null,
    });
  }

  static restore(state: IncomingDepositState): IncomingDeposit {
    return new IncomingDeposit({ ...state });
  }

  get id() { return this.state.id; }
  get snapshot(): IncomingDepositState { return { ...this.state }; }

  /** Checked before any money moves: pending, and not by whoever recorded it. */
  assertApprovableBy(staffId: string): void {
    this.assertPending();
    if (this.state.recordedBy === staffId) throw new OwnDepositApproval();
  }

  approve(staffId: string, transactionId: string, at: Date): void {
    this.assertApprovableBy(staffId);
    this.state = { ...this.state, status: 'approved', approvedBy: staffId, approvedAt: at, transactionId };
  }

  /** Any staff member, the recorder too: rejecting creates no money, so it needs no second pair of eyes. */
  reject(staffId: string, reason: string, at: Date): void {
    this.assertPending();
    this.state = { ...this.state, status: 'rejected', rejectedBy: staffId, rejectedAt: at, rejectionReason: reason };
  }

  private assertPending(): void {
    if (this.state.status !== 'pending') throw new DepositAlreadyDecided(this.state.status);
  }
}

/** Port: funding references and deposits (infrastructure/sql-incoming-deposits.ts). */
export interface IncomingDepositRepository {
  /** The account's reference, made once (a second call answers the same). */
  referenceFor(accountId: string, userId: string): Promise<string>;
  findReference(reference: string): Promise<{ accountId: string; userId: string } | null>;
  /** Whether money has ever arrived in the customer's accounts (a completed transaction to them). */
  hasReceivedMoney(userId: string): Promise<boolean>;
  add(deposit: IncomingDeposit): Promise<void>;
  /** Locked until the transaction ends: two decisions at once see one another's. */
  findForUpdate(id: string): Promise<IncomingDeposit | null>;
  /** Writes the approval or the rejection. */
  saveDecision(deposit: IncomingDeposit): Promise<void>;
}
