/** Time-based one-time passwords (RFC 6238) and the sealing of their secrets. */
export interface Authenticator {
  newSecret(): string;
  /** The otpauth:// address an authenticator app reads from the QR code. */
  uri(accountName: string, secret: string): string;
  /** The time step the code matched (the current one, or one either side for clock drift), or null. */
  matchingStep(secret: string, code: string, now: Date): number | null;
  seal(secret: string): string;
  open(sealed: string): string;
}
