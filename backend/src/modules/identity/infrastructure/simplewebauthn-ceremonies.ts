import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import type { CredentialResponse, PasskeyCeremonies, RegisteredCredential } from '../application/ports/passkey-ceremonies.js';
import { PASSKEY_CHALLENGE_TTL_MS, type Passkey } from '../domain/passkey.js';

const RP_NAME = 'Meridian Private Bank';
/** Loaded at the first ceremony, not at start: it is a tenth of the app's start, and most processes (jobs, tests) never run one. */
const webAuthn = () => import('@simplewebauthn/server');

/**
 * @simplewebauthn/server with the app's own origin (APP_ORIGIN) as the relying party: its host is
 * the RP ID (`localhost` in development; production serves HTTPS, which browsers require for
 * WebAuthn anywhere but localhost). 'none' attestation: the bank trusts the key, not a vendor's
 * certificate. User verification is preferred, not required, so security keys without a PIN work
 * as a second factor (the password is the first).
 */
@Injectable()
export class SimpleWebAuthnCeremonies implements PasskeyCeremonies {
  private readonly logger = new Logger(SimpleWebAuthnCeremonies.name);
  private readonly origin: string;
  private readonly rpID: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.origin = new URL(config.appOrigin).origin;
    this.rpID = new URL(config.appOrigin).hostname;
  }

  async registrationOptions({ userId, userName, displayName, challenge, exclude }: Parameters<PasskeyCeremonies['registrationOptions']>[0]): Promise<unknown> {
    const { generateRegistrationOptions } = await webAuthn();
    return generateRegistrationOptions({
      rpName: RP_NAME, rpID: this.rpID, userName, userDisplayName: displayName, userID: new TextEncoder().encode(userId),
      challenge: Buffer.from(challenge, 'base64url'), timeout: PASSKEY_CHALLENGE_TTL_MS, attestationType: 'none',
      excludeCredentials: exclude.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
  }

  async verifyRegistration(response: CredentialResponse, challenge: string): Promise<RegisteredCredential | null> {
    const { verifyRegistrationResponse } = await webAuthn();
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON, expectedChallenge: challenge, expectedOrigin: this.origin, expectedRPID: this.rpID,
        requireUserVerification: false,
      });
      if (!verified) return null;
      const { credential } = registrationInfo;
      return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] };
    } catch (error) {
      // The library throws on anything malformed or mismatched: all of it is "not verified".
      this.logger.debug(`passkey registration refused: ${(error as Error).message}`);
      return null;
    }
  }

  async authenticationOptions({ challenge, allow }: Parameters<PasskeyCeremonies['authenticationOptions']>[0]): Promise<unknown> {
    const { generateAuthenticationOptions } = await webAuthn();
    return generateAuthenticationOptions({
      rpID: this.rpID, challenge: Buffer.from(challenge, 'base64url'), timeout: PASSKEY_CHALLENGE_TTL_MS, userVerification: 'preferred',
      allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] })),
    });
  }

  credentialIdOf(response: CredentialResponse): string | null {
    const { id } = response ?? {};
    return typeof id === 'string' && /^[A-Za-z0-9_-]{1,1366}$/.test(id) ? id : null;
  }

  async verifyAuthentication(response: CredentialResponse, challenge: string, passkey: Passkey): Promise<{ counter: number } | null> {
    const { verifyAuthenticationResponse } = await webAuthn();
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON, expectedChallenge: challenge, expectedOrigin: this.origin, expectedRPID: this.rpID,
        credential: { id: passkey.credentialId, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
        requireUserVerification: false,
      });
      return verified ? { counter: authenticationInfo.newCounter } : null;
    } catch (error) {
      this.logger.debug(`passkey assertion refused: ${(error as Error).message}`);
      return null;
    }
  }
}
