import type { Passkey } from '../../domain/passkey.js';

/** What a browser answered navigator.credentials.create() / get() with, as JSON (checked by the adapter). */
export type CredentialResponse = Record<string, unknown>;

export interface RegisteredCredential {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** The WebAuthn ceremonies (W3C Web Authentication), for the app's relying party (its origin). */
export interface PasskeyCeremonies {
  /** Options for navigator.credentials.create(); the challenge is the one the session keeps. */
  registrationOptions(input: { userId: string; userName: string; displayName: string; challenge: string; exclude: Passkey[] }): Promise<unknown>;
  /** The new credential, or null when the response does not verify against the challenge and origin. */
  verifyRegistration(response: CredentialResponse, challenge: string): Promise<RegisteredCredential | null>;
  /** Options for navigator.credentials.get() naming the customer's passkeys. */
  authenticationOptions(input: { challenge: string; allow: Passkey[] }): Promise<unknown>;
  /** The credential id the response claims to come from, or null when it names none. */
  credentialIdOf(response: CredentialResponse): string | null;
  /** The authenticator's new counter, or null unless the signature verifies against the passkey, challenge and origin. */
  verifyAuthentication(response: CredentialResponse, challenge: string, passkey: Passkey): Promise<{ counter: number } | null>;
}
