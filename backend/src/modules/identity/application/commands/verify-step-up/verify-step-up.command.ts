/**
 * Answers a step-up challenge (a question's answer, or the authenticator app's code) with the
 * drawn signature, for one transfer (purpose + payload).
 * Fields arrive as sent; the handler checks them.
 */
export class VerifyStepUp {
  constructor(
    readonly userId: string,
    readonly request: { challengeId?: unknown; answer?: unknown; code?: unknown; signatureData?: unknown; purpose?: unknown; payload?: unknown },
  ) {}
}
