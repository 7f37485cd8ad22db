/**
 * Whether `token` would authorize this transfer, without spending it: resolves when it would, else
 * throws as a transfer's refusal would: IDENTITY.TRANSACTIONS_RESTRICTED (403) for a restricted
 * user, then IDENTITY.AUTHORIZATION_REQUIRED (no token) or IDENTITY.AUTHORIZATION_INVALID (401 both).
 * For a use case that must not tell a caller without a valid token why else it refuses.
 */
export class CheckStepUpAuthorization {
  constructor(
    readonly userId: string,
    readonly token: string | undefined,
    readonly purpose: 'domestic-transfer' | 'international-transfer',
    readonly payload: Record<string, unknown>,
  ) {}
}
