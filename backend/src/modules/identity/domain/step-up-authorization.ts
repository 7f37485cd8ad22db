import { createHash, randomBytes } from 'node:crypto';
import { Money, MoneyError } from '../../../shared/money/money.js';

export type StepUpPurpose = 'domestic-transfer' | 'international-transfer';
export const AUTHORIZATION_TTL_SECONDS = 5 * 60;

/** The amounts of each transfer kind: bound in Money's form. */
const AMOUNT_FIELDS: Record<StepUpPurpose, string[]> = {
  'domestic-transfer': ['amount'],
  'international-transfer': ['transferAmount'],
};

/** What is never bound: the token itself. */
const UNBOUND_FIELDS = new Set(['authorizationToken']);

export function isStepUpPurpose(value: unknown): value is StepUpPurpose {
  return typeof value === 'string' && Object.hasOwn(AMOUNT_FIELDS, value);
}

/**
 * The whole request as one deterministic text: every field but the token (the recipient's bank
 * code, name and address too, so a token approved for one bank cannot pay another), keys
 * sorted, values as trimmed strings, amounts in Money's form (100, '100' and '100.00' are the
 * same transfer); a missing field is left out (an empty one is bound as empty). Verify and consume both hash this, so
 * they agree by construction.
 */
export function canonicalPayload(purpose: StepUpPurpose, payload: Record<string, unknown>): string {
  const amounts = AMOUNT_FIELDS[purpose];
  const entries = Object.keys(payload ?? {})
    .filter((field) => !UNBOUND_FIELDS.has(field))
    .sort()
    .map((field) => [field, canonicalValue(payload[field], amounts.includes(field))] as const)
    .filter(([, value]) => value !== null);
  return JSON.stringify(Object.fromEntries(entries));
}

function canonicalValue(value: unknown, isAmount: boolean): string | null {
  if (value === undefined || value === null) return null;
  if (isAmount) {
    try {
      return Money.parse(value, 'XXX').toString();
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      // Not an amount: bound as written; the transfer itself refuses it.
    }
  }
  return typeof value === 'string' ? value.trim() : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function payloadHash(purpose: StepUpPurpose, payload: Record<string, unknown>): string {
  return sha256(canonicalPayload(purpose, payload));
}

/** 32 random bytes for the customer; only the hash is stored, so a database leak yields no usable token. */
export function newAuthorizationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return sha256(token);
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * A step-up authorization: the customer's consent (right answer and drawn signature) to one
 * transfer, bound to them, a purpose and that transfer's payload; spent once, within five minutes.
 * Only the token's hash is kept; the token itself goes to the customer once.
 */
export class StepUpAuthorization {
  id!: string;
  userId!: string;
  tokenHash!: string;
  purpose!: StepUpPurpose;
  payloadHash!: string;
  signatureData!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;

  static issue(
    props: { id: string; userId: string; purpose: StepUpPurpose; payload: Record<string, unknown>; signatureData: string; ttlSeconds?: number },
    now: Date,
  ): { authorization: StepUpAuthorization; token: string } {
    const { token, tokenHash } = newAuthorizationToken();
    const authorization = Object.assign(new StepUpAuthorization(), {
      id: props.id, userId: props.userId, tokenHash, purpose: props.purpose, payloadHash: payloadHash(props.purpose, props.payload),
      signatureData: props.signatureData, createdAt: now, expiresAt: new Date(now.getTime() + (props.ttlSeconds ?? AUTHORIZATION_TTL_SECONDS) * 1000), usedAt: null,
    });
    return { authorization, token };
  }
}
