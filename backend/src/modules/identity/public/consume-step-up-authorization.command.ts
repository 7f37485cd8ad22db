/**
 * Spends a step-up authorization on one transfer. Execute it inside the transfer's own
 * transaction (TransactionRunner.run): the token is marked used in that transaction, so a
 * transfer that fails rolls the consumption back and the token stays usable.
 * Resolves to the authorization's id (evidence the transfer may reference); throws
 * IDENTITY.TRANSACTIONS_RESTRICTED (403) for a restricted user, then
 * IDENTITY.AUTHORIZATION_REQUIRED (no token) or IDENTITY.AUTHORIZATION_INVALID (401 both).
 */
export class ConsumeStepUpAuthorization {
  constructor(
    readonly userId: string,
    readonly token: string | undefined,
    readonly purpose: 'domestic-transfer' | 'international-transfer',
    readonly payload: Record<string, unknown>,
  ) {}
}
