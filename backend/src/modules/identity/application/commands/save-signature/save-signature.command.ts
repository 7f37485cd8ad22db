/** Registers or replaces the customer's drawn signature (an image data URL). */
export class SaveSignature {
  constructor(readonly userId: string, readonly signatureData: unknown) {}
}
