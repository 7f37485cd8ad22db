/**
 * Answers a step-up challenge (a question's answer, the authenticator app's code or a passkey's
 * assertion) with the drawn signature, for one transfer (purpose + payload).
 * Fields arrive as sent; the handler checks them. `passkeyNonce`: the nonce of the passkey
 * challenge the session kept (taken out of it, so it is used once), or null.
 */
export class VerifyStepUp {
  constructor(
    readonly userId: string,
    readonly request: { challengeId?: unknown; answer?: unknown; code?: unknown; passkey?: unknown; signatureData?: unknown; purpose?: unknown; payload?: unknown },
    readonly passkeyNonce: string | null = null,
  ) {}
}
