import type { SignInDevice } from '../sign-in/sign-in.command.js';
import type { CredentialResponse } from '../../ports/passkey-ceremonies.js';

/** Options for navigator.credentials.create(), over the challenge the session keeps. */
export class StartPasskeyRegistration {
  constructor(readonly userId: string, readonly challenge: string) {}
}

/** The browser's new credential, checked against the session's challenge, kept under the name given. */
export class RegisterPasskey {
  constructor(readonly userId: string, readonly name: unknown, readonly response: CredentialResponse, readonly challenge: string) {}
}

/** Removes one passkey: the password or a code from the authenticator app proves it is the customer. */
export class RemovePasskey {
  constructor(readonly userId: string, readonly passkeyId: string, readonly proof: { password?: unknown; code?: unknown }, readonly ip: string | null) {}
}

/** The second step of a sign-in with a passkey: an assertion over the session's challenge; answers the signed-in user. */
export class CompletePasskeySignIn {
  constructor(readonly userId: string, readonly response: CredentialResponse, readonly challenge: string, readonly ip: string | null, readonly device: SignInDevice) {}
}

/** Options for navigator.credentials.get() over the customer's passkeys and the given challenge. */
export class StartPasskeyAssertion {
  constructor(readonly userId: string, readonly challenge: string) {}
}

/**
 * Options for a transfer's passkey assertion: the challenge is the session's nonce and the hash of
 * the transfer's normalized payload (checked like the verify request's: purpose, payload).
 */
export class StartTransferPasskeyAssertion {
  constructor(readonly userId: string, readonly purpose: unknown, readonly payload: unknown, readonly nonce: string) {}
}
