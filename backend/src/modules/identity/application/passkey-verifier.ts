import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { TransactionRunner } from '../../../shared/database/transaction-runner.js';
import { NoPasskey, PasskeyNotAccepted, type PasskeyRepository } from '../domain/passkey.js';
import { PASSKEY_CEREMONIES, PASSKEYS } from '../identity.tokens.js';
import type { CredentialResponse, PasskeyCeremonies } from './ports/passkey-ceremonies.js';

/**
 * Checks a passkey assertion: it must come from one of this customer's passkeys (another
 * customer's credential is refused like a wrong signature) and be signed over the challenge the
 * session kept. The passkey's row is locked while it is checked, so its counter moves one use at a time.
 */
@Injectable()
export class PasskeyVerifier {
  constructor(
    @Inject(PASSKEYS) private readonly passkeys: PasskeyRepository,
    @Inject(PASSKEY_CEREMONIES) private readonly ceremonies: PasskeyCeremonies,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async has(userId: string): Promise<boolean> {
    return (await this.passkeys.count(userId)) > 0;
  }

  /** Options for navigator.credentials.get() over the customer's passkeys. */
  async options(userId: string, challenge: string): Promise<unknown> {
    const allow = await this.passkeys.listFor(userId);
    if (allow.length === 0) throw new NoPasskey();
    return this.ceremonies.authenticationOptions({ challenge, allow });
  }

  /** Throws PasskeyNotAccepted unless the assertion verifies. */
  verify(userId: string, response: CredentialResponse, challenge: string): Promise<void> {
    return this.tx.run(async () => {
      const credentialId = this.ceremonies.credentialIdOf(response);
      const passkey = credentialId ? await this.passkeys.lockByCredentialId(credentialId) : null;
      if (!passkey || passkey.userId !== userId) throw new PasskeyNotAccepted();
      const verified = await this.ceremonies.verifyAuthentication(response, challenge, passkey);
      if (!verified) throw new PasskeyNotAccepted();
      passkey.used(verified.counter, this.clock.now());
      await this.passkeys.saveUse(passkey);
    });
  }
}
