import { NO_PROOF, type CredentialsProof } from '../../password-check.js';

/** Registers or replaces the customer's drawn signature (an image data URL); replacing it needs `proof`, as for the questions. */
export class SaveSignature {
  constructor(readonly userId: string, readonly signatureData: unknown, readonly proof: CredentialsProof = NO_PROOF) {}
}
