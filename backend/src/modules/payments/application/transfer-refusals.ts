import { AccountInactive, AccountNotFound, CreditLimitExceeded, InsufficientFunds } from '../../accounts/public/accounts.errors.js';
import { AuthorizationInvalid, AuthorizationRequired, TransactionsRestricted } from '../../identity/public/step-up-proof.js';
import { PayeeLimitExceeded, TransferLimitExceeded } from '../domain/payment.errors.js';
import type { TransferRefusal } from '../domain/transfer-decision.js';

/** The error a customer hears for a refusal of the transfer's decision (every kind but ACCOUNTS_CHANGED and CHECK_FAILED, which the caller handles). */
export function refusalError(refusal: Exclude<TransferRefusal, { refused: 'ACCOUNTS_CHANGED' | 'CHECK_FAILED' }>, context: { tokenPresented: boolean; from: { accountType: string } }): Error {
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
