import { AccountInactive, AccountNotFound, CreditLimitExceeded, InsufficientFunds } from '../../accounts/public/accounts.errors.js';
import { AuthorizationInvalid, AuthorizationRequired, TransactionsRestricted } from '../../identity/public/step-up-proof.js';
import { PayeeLimitExceeded, TransferLimitExceeded } from '../domain/payment.errors.js';
import type { TransferRefusal } from '../domain/transfer-decision.js';
import type { DomainError } from '../../../shared/errors/domain-error.js';
import { errorAnswer } from '../../../shared/errors/error-answer.js';
import type { StoredResponse, TransferOpenings } from './ports/transfer-openings.js';

type DecidedRefusal = Exclude<TransferRefusal, { refused: 'ACCOUNTS_CHANGED' | 'CHECK_FAILED' }>;

/** The error a customer hears for a refusal of the transfer's decision (every kind but ACCOUNTS_CHANGED and CHECK_FAILED, which the caller handles). */
export function refusalError(refusal: DecidedRefusal, context: { tokenPresented: boolean; from: { accountType: string } }): DomainError {
  switch (refusal.refused) {
    case 'RESTRICTED': return new TransactionsRestricted(refusal.explanation);
    case 'AUTHORIZATION_INVALID': return context.tokenPresented ? new AuthorizationInvalid() : new AuthorizationRequired();
    case 'DAILY_LIMIT': return new TransferLimitExceeded('daily');
    case 'MONTHLY_LIMIT': return new TransferLimitExceeded('monthly');
    case 'PAYEE_DAILY_LIMIT': return new PayeeLimitExceeded();
    case 'ACCOUNT_INACTIVE': return new AccountInactive();
    // As the payee lookup answers: a closed account is not one the customer can pay.
    case 'PAYEE_INACTIVE': return new AccountNotFound();
    case 'INSUFFICIENT_FUNDS': return context.from.accountType === 'credit' ? new CreditLimitExceeded() : new InsufficientFunds();
  }
}

/**
 * Throws the refusal's error once its answer is the Idempotency-Key's, so a retry hears it again
 * (DESIGN 3: a retried request returns the first result; the statement's abort stored nothing); or
 * answers what another request with the key got first. A refused authorization keeps no answer:
 * the customer never authorized that request, and may retry it with a valid token.
 */
export async function refuseOnce(
  openings: TransferOpenings, refusal: DecidedRefusal, context: Parameters<typeof refusalError>[1],
  request: { userId: string; idempotency: { key: string; requestHash: string } | null },
): Promise<StoredResponse> {
  const error = refusalError(refusal, context);
  if (!request.idempotency || refusal.refused === 'AUTHORIZATION_INVALID') throw error;
  const first = await openings.keepRefusal(request.userId, request.idempotency, errorAnswer(error));
  if (first) return first;
  throw error;
}
