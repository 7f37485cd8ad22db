import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import {
  InvalidVerificationCode, newRecoveryCodes, recoveryCodeHash, SignInVerificationAlreadyOn, SignInVerificationNotStarted,
  TotpEnrolment, type SignInVerificationRepository,
} from '../../../domain/sign-in-verification.js';
import type { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { AUTHENTICATOR, SIGN_IN_VERIFICATION, USER_REPOSITORY } from '../../../identity.tokens.js';
import type { Authenticator } from '../../ports/authenticator.js';
import { PasswordCheck } from '../../password-check.js';
import { SignInRecorder } from '../../sign-in-recorder.js';
import { SignInVerifier } from '../../sign-in-verifier.js';
import { CompleteSignIn, ConfirmTotpEnrolment, DisableTotp, StartTotpEnrolment } from './sign-in-verification.commands.js';

@CommandHandler(StartTotpEnrolment)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolment, { secret: string; otpauthUrl: string }> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(SIGN_IN_VERIFICATION) private readonly enrolments: SignInVerificationRepository,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId }: StartTotpEnrolment): Promise<{ secret: string; otpauthUrl: string }> {
    return this.tx.run(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw new Unauthenticated();
      const current = await this.enrolments.lock(userId);
      if (current?.confirmed) throw new SignInVerificationAlreadyOn();
      // A new secret each time: an abandoned QR code (a screenshot, a shoulder) is worth nothing.
      if (current) await this.enrolments.remove(userId);
      const secret = this.authenticator.newSecret();
      await this.enrolments.save(TotpEnrolment.start(userId, this.authenticator.seal(secret), this.clock.now()));
      return { secret, otpauthUrl: this.authenticator.uri(user.customerId, secret) };
    });
  }
}

@CommandHandler(ConfirmTotpEnrolment)
export class ConfirmTotpEnrolmentHandler implements ICommandHandler<ConfirmTotpEnrolment, { recoveryCodes: string[] }> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(SIGN_IN_VERIFICATION) private readonly enrolments: SignInVerificationRepository,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  execute({ userId, code }: ConfirmTotpEnrolment): Promise<{ recoveryCodes: string[] }> {
    return this.tx.run(async () => {
      const enrolment = await this.enrolments.lock(userId);
      if (!enrolment) throw new SignInVerificationNotStarted();
      if (enrolment.confirmed) throw new SignInVerificationAlreadyOn();
      const now = this.clock.now();
      const step = this.authenticator.matchingStep(this.authenticator.open(enrolment.secretSealed), code, now);
      if (step === null) throw new InvalidVerificationCode();
      enrolment.confirm(step, now);
      await this.enrolments.save(enrolment);
      const recoveryCodes = newRecoveryCodes();
      await this.enrolments.replaceRecoveryCodes(userId, recoveryCodes.map(recoveryCodeHash));
      const user = await this.users.findById(userId);
      if (!user) throw new Unauthenticated();
      user.setSignInVerification(true, now);
      await this.users.save(user);
      return { recoveryCodes };
    });
  }
}

@CommandHandler(DisableTotp)
export class DisableTotpHandler implements ICommandHandler<DisableTotp, void> {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(SIGN_IN_VERIFICATION) private readonly enrolments: SignInVerificationRepository,
    private readonly passwordCheck: PasswordCheck,
    private readonly verifier: SignInVerifier,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, password, code, ip }: DisableTotp): Promise<void> {
    await this.passwordCheck.confirm(userId, password, ip);
    await this.verifier.confirm(userId, code, ip);
    await this.tx.run(async () => {
      await this.enrolments.remove(userId);
      const user = await this.users.findById(userId);
      if (!user) throw new Unauthenticated();
      user.setSignInVerification(false, this.clock.now());
      await this.users.save(user);
    });
  }
}

@CommandHandler(CompleteSignIn)
export class CompleteSignInHandler implements ICommandHandler<CompleteSignIn, User> {
  constructor(private readonly verifier: SignInVerifier, private readonly recorder: SignInRecorder) {}

  async execute({ userId, code, ip, device }: CompleteSignIn): Promise<User> {
    const user = await this.verifier.confirm(userId, code, ip);
    user.assertMaySignIn();
    return this.recorder.record(user, ip, device);
  }
}

export const SIGN_IN_VERIFICATION_HANDLERS = [StartTotpEnrolmentHandler, ConfirmTotpEnrolmentHandler, DisableTotpHandler, CompleteSignInHandler];
