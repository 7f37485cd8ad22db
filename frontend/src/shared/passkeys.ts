import {
  browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api, type RequestOptions } from './api-client';

/** Whether this browser can use passkeys at all (WebAuthn needs a secure context: HTTPS or localhost). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/**
 * Asks the server for assertion options (`optionsPath`, with `body`), lets the browser sign them
 * with one of the customer's passkeys, and answers what to send back.
 */
export async function passkeyAssertion(optionsPath: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<Record<string, unknown>> {
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>(optionsPath, body, options);
  return (await startAuthentication({ optionsJSON })) as unknown as Record<string, unknown>;
}

/** Registration options from the server, then a new passkey made by the browser. */
export async function passkeyCreation(optionsPath: string): Promise<Record<string, unknown>> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>(optionsPath);
  return (await startRegistration({ optionsJSON })) as unknown as Record<string, unknown>;
}

/** What to tell the customer when the browser's side failed (cancelled, timed out, a device already registered). */
export function passkeyProblem(error: unknown): string | null {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds one of your passkeys.';
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out. Please try again.';
  }
  return null;
}
