import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PasskeyDto } from '@bank/contracts/profile';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound, Unauthenticated, ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../../shared/ids.js';
import { MAX_PASSKEYS, Passkey, PasskeyLimitReached, passkeyName, PasskeyNotRegistered, transferChallenge, type PasskeyRepository } from '../../../domain/passkey.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { PASSKEY_CEREMONIES, PASSKEYS, USER_REPOSITORY } from '../../../identity.tokens.js';
import { PasskeyVerifier } from '../../passkey-verifier.js';
import { PasswordCheck } from '../../password-check.js';
import type { PasskeyCeremonies } from '../../ports/passkey-ceremonies.js';
import { SignInRecorder } from '../../sign-in-recorder.js';
import { SignInThrottle } from '../../sign-in-throttle.js';
import { SignInVerifier } from '../../sign-in-verifier.js';
import { isStepUpPurpose } from '../../../domain/step-up-authorization.js';
import { SECURITY_MESSAGES } from '../../../domain/security.errors.js';
import {
  CompletePasskeySignIn, RegisterPasskey, RemovePasskey, StartPasskeyAssertion, StartPasskeyRegistration, StartTransferPasskeyAssertion,
} from './passkeys.commands.js';

export const PASSKEY_PROOF_REQUIRED = 'Enter your password or a code from your authenticator app';

export function passkeyDto(p: Passkey): PasskeyDto {
  return { id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null };
}

@CommandHandler(StartPasskeyRegistration)
export class StartPasskeyRegistrationHandler implements ICommandHandler<StartPasskeyRegistration, unknown> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSKEYS) private readonly passkeys: PasskeyRepository,
    @Inject(PASSKEY_CEREMONIES) private readonly ceremonies: PasskeyCeremonies,
  ) {}

  async execute({ userId, challenge }: StartPasskeyRegistration): Promise<unknown> {
    const user = await this.users.findById(userId);
    if (!user) throw new Unauthenticated();
    const exclude = await this.passkeys.listFor(userId);
    if (exclude.length >= MAX_PASSKEYS) throw new PasskeyLimitReached();
    // The browser refuses an authenticator that already holds one of these: one passkey per device.
    return this.ceremonies.registrationOptions({ userId, userName: user.customerId, displayName: `${user.firstName} ${user.lastName}`, challenge, exclude });
  }
}

@CommandHandler(RegisterPasskey)
export class RegisterPasskeyHandler implements ICommandHandler<RegisterPasskey, PasskeyDto> {
  constructor(
    @Inject(PASSKEYS) private readonly passkeys: PasskeyRepository,
    @Inject(PASSKEY_CEREMONIES) private readonly ceremonies: PasskeyCeremonies,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, name, response, challenge }: RegisterPasskey): Promise<PasskeyDto> {
    const checkedName = passkeyName(name);
    const credential = await this.ceremonies.verifyRegistration(response, challenge);
    if (!credential) throw new PasskeyNotRegistered();
    return this.tx.run(async () => {
      if ((await this.passkeys.count(userId)) >= MAX_PASSKEYS) throw new PasskeyLimitReached();
      // A credential id registered before (by anyone) is refused: it could only be a replay.
      if (await this.passkeys.lockByCredentialId(credential.credentialId)) throw new PasskeyNotRegistered();
      const passkey = Passkey.register({ id: randomUUID(), userId, name: checkedName, ...credential }, this.clock.now());
      await this.passkeys.add(passkey);
      return passkeyDto(passkey);
    });
  }
}

@CommandHandler(RemovePasskey)
export class RemovePasskeyHandler implements ICommandHandler<RemovePasskey, void> {
  constructor(
    @Inject(PASSKEYS) private readonly passkeys: PasskeyRepository,
    private readonly passwordCheck: PasswordCheck,
    private readonly verifier: SignInVerifier,
  ) {}

  async execute({ userId, passkeyId, proof, ip }: RemovePasskey): Promise<void> {
    const { password, code } = proof;
    if (typeof password === 'string' && password !== '') await this.passwordCheck.confirm(userId, password, ip);
    else if (typeof code === 'string' && code.trim() !== '') await this.verifier.confirm(userId, code, ip);
    else throw new ValidationFailed(PASSKEY_PROOF_REQUIRED, [{ field: 'password', message: PASSKEY_PROOF_REQUIRED }]);
    // Another customer's passkey is as unknown as one that never was.
    if (!isUuid(passkeyId) || !(await this.passkeys.remove(userId, passkeyId))) throw new NotFound('Passkey not found');
  }
}

@CommandHandler(CompletePasskeySignIn)
export class CompletePasskeySignInHandler implements ICommandHandler<CompletePasskeySignIn, User> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    private readonly throttle: SignInThrottle,
    private readonly passkeys: PasskeyVerifier,
    private readonly recorder: SignInRecorder,
  ) {}

  async execute({ userId, response, challenge, ip, device }: CompletePasskeySignIn): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new Unauthenticated();
    // A refused assertion counts in the sign-in throttle like a wrong code.
    const attemptId = await this.throttle.claim(user.customerId, ip);
    await this.passkeys.verify(userId, response, challenge);
    await this.throttle.release(attemptId);
    user.assertMaySignIn();
    return this.recorder.record(user, ip, device);
  }
}

@CommandHandler(StartPasskeyAssertion)
export class StartPasskeyAssertionHandler implements ICommandHandler<StartPasskeyAssertion, unknown> {
  constructor(private readonly passkeys: PasskeyVerifier) {}

  execute({ userId, challenge }: StartPasskeyAssertion): Promise<unknown> {
    return this.passkeys.options(userId, challenge);
  }
}

@CommandHandler(StartTransferPasskeyAssertion)
export class StartTransferPasskeyAssertionHandler implements ICommandHandler<StartTransferPasskeyAssertion, unknown> {
  constructor(private readonly passkeys: PasskeyVerifier) {}

  execute({ userId, purpose, payload, nonce }: StartTransferPasskeyAssertion): Promise<unknown> {
    if (!isStepUpPurpose(purpose)) throw new ValidationFailed(SECURITY_MESSAGES.PURPOSE_INVALID, [{ field: 'purpose', message: SECURITY_MESSAGES.PURPOSE_INVALID }]);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new ValidationFailed(SECURITY_MESSAGES.PAYLOAD_REQUIRED, [{ field: 'payload', message: SECURITY_MESSAGES.PAYLOAD_REQUIRED }]);
    }
    return this.passkeys.options(userId, transferChallenge(nonce, purpose, payload as Record<string, unknown>));
  }
}

export const PASSKEY_HANDLERS = [
  StartPasskeyRegistrationHandler, RegisterPasskeyHandler, RemovePasskeyHandler, CompletePasskeySignInHandler,
  StartPasskeyAssertionHandler, StartTransferPasskeyAssertionHandler,
];
