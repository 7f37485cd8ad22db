import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AccountOpeningMessages as M, parseCalendarDate, type ApplicationStatusDto, type OpeningCurrency, type SetApplicantPasswordResponse,
} from '@bank/contracts/account-opening';
import { PROFILE, ProfileMessages as P } from '@bank/contracts/profile';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { HandlesEvent, type EventHandler } from '../../../../../shared/outbox/event-handlers.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { ResetUserPassword } from '../../../../identity/public/admin-user.commands.js';
import { UserSignedIn } from '../../../../identity/public/identity.events.js';
import type { AccountApplication } from '../../../domain/account-application.js';
import type { AccountApplicationRepository } from '../../../domain/account-application.repository.js';
import { ActivationLinkInvalid, ApplicationStatusNotFound, OnboardingThrottled } from '../../../domain/onboarding.errors.js';
import { ACCOUNT_APPLICATION_REPOSITORY } from '../../../onboarding.tokens.js';
import { ApplicantWelcomed } from '../../../public/onboarding.events.js';
import { AttemptLimiter, perIp, type Limit } from '../../../../../shared/security/attempt-limiter.js';
import { hashToken } from '../../upload-signer.js';

/** Wrong reference / date-of-birth pairs: per IP, and per reference whoever asks. Right ones do not count. */
export const STATUS_LIMITS = { perIp: 10, perReference: 5, windowMinutes: 15 } as const;

/** `/open-account/status`: the application that reference number and date of birth name. */
export class CheckApplicationStatus {
  constructor(readonly referenceNumber: unknown, readonly dateOfBirth: unknown, readonly ip: string | null) {}
}

/**
 * The approved applicant opens the activation link emailed to them and chooses the first password,
 * once, within 24 hours; then they sign in with their customer id (the answer and the letter say it).
 */
export class ActivateApplicant {
  constructor(readonly token: unknown, readonly password: unknown, readonly confirmPassword: unknown, readonly ip: string | null) {}
}

/** Wrong or spent activation links one IP may try in 15 minutes (a right one does not count). */
export const ACTIVATION_LIMITS = { perIp: 10, windowMinutes: 15 } as const;

function identify(referenceNumber: unknown, dateOfBirth: unknown): { reference: string; dateOfBirth: string } {
  const reference = typeof referenceNumber === 'string' ? referenceNumber.trim().toUpperCase() : '';
  const details = [];
  if (!reference) details.push({ field: 'referenceNumber', message: M.REFERENCE_REQUIRED });
  else if (reference.length > 32) details.push({ field: 'referenceNumber', message: M.TOO_LONG(32) });
  if (dateOfBirth === undefined || dateOfBirth === null || dateOfBirth === '') details.push({ field: 'dateOfBirth', message: M.DATE_OF_BIRTH_REQUIRED });
  else if (!parseCalendarDate(dateOfBirth)) details.push({ field: 'dateOfBirth', message: M.DATE_OF_BIRTH_INVALID });
  if (details.length) throw new ValidationFailed(details[0].message, details);
  return { reference, dateOfBirth: dateOfBirth as string };
}

abstract class ApplicantLookup {
  constructor(protected readonly applications: AccountApplicationRepository, protected readonly limiter: AttemptLimiter) {}

  /** The application, or the same 404 for an unknown reference and a wrong date of birth (counted). */
  protected async find(reference: string, dateOfBirth: string, ip: string | null): Promise<{ application: AccountApplication; claims: string[] }> {
    const limits: Limit[] = [
      perIp('status-ip', ip, STATUS_LIMITS.perIp, STATUS_LIMITS.windowMinutes),
      { bucket: 'status-reference', key: reference, max: STATUS_LIMITS.perReference, windowMinutes: STATUS_LIMITS.windowMinutes },
    ];
    const claims = await this.limiter.claim(limits);
    if (!claims) throw new OnboardingThrottled(M.STATUS_THROTTLED);
    const application = await this.applications.findByReference(reference, dateOfBirth);
    if (!application) throw new ApplicationStatusNotFound(M.STATUS_NOT_FOUND);
    return { application, claims };
  }
}

export function statusOf(a: AccountApplication): ApplicationStatusDto {
  return {
    referenceNumber: a.referenceNumber, status: a.status, accountType: a.accountType, currency: a.currency as OpeningCurrency,
    submittedAt: a.submittedAt.toISOString(), decidedAt: a.decidedAt?.toISOString() ?? null,
    rejectionReason: a.status === 'rejected' ? a.rejectionReason : null,
    canSetPassword: a.canSetPassword,
    emailVerified: a.isEmailVerified,
  };
}

@CommandHandler(CheckApplicationStatus)
export class CheckApplicationStatusHandler extends ApplicantLookup implements ICommandHandler<CheckApplicationStatus, ApplicationStatusDto> {
  constructor(@Inject(ACCOUNT_APPLICATION_REPOSITORY) applications: AccountApplicationRepository, limiter: AttemptLimiter) { super(applications, limiter); }

  async execute({ referenceNumber, dateOfBirth, ip }: CheckApplicationStatus): Promise<ApplicationStatusDto> {
    const who = identify(referenceNumber, dateOfBirth);
    const { application, claims } = await this.find(who.reference, who.dateOfBirth, ip);
    await this.limiter.release(claims);
    return statusOf(application);
  }
}

@CommandHandler(ActivateApplicant)
export class ActivateApplicantHandler implements ICommandHandler<ActivateApplicant, SetApplicantPasswordResponse> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) private readonly applications: AccountApplicationRepository, private readonly limiter: AttemptLimiter,
    private readonly tx: TransactionRunner, private readonly commands: CommandBus, private readonly clock: Clock,
  ) {}

  async execute({ token, password, confirmPassword, ip }: ActivateApplicant): Promise<SetApplicantPasswordResponse> {
    const details = [];
    if (typeof token !== 'string' || token.trim() === '' || token.length > 200) details.push({ field: 'token', message: M.ACTIVATION_TOKEN_REQUIRED });
    if (typeof password !== 'string' || password.length < PROFILE.PASSWORD_MIN_LENGTH) details.push({ field: 'password', message: P.PASSWORD_MIN });
    else if (password.length > PROFILE.PASSWORD_MAX_LENGTH) details.push({ field: 'password', message: P.PASSWORD_TOO_LONG });
    if (typeof confirmPassword !== 'string' || confirmPassword === '') details.push({ field: 'confirmPassword', message: P.CONFIRM_PASSWORD_REQUIRED });
    else if (confirmPassword !== password) details.push({ field: 'confirmPassword', message: P.PASSWORDS_DONT_MATCH });
    if (details.length) throw new ValidationFailed(details[0].message, details);

    const claims = await this.limiter.claim([perIp('activate-ip', ip, ACTIVATION_LIMITS.perIp, ACTIVATION_LIMITS.windowMinutes)]);
    if (!claims) throw new OnboardingThrottled(M.STATUS_THROTTLED);
    const tokenHash = hashToken((token as string).trim());
    const customerId = await this.limiter.countedIfWrong(claims, () => this.tx.run(async () => {
      const application = await this.applications.lockByActivationHash(tokenHash);
      if (!application?.canActivateWith(tokenHash, this.clock.now())) throw new ActivationLinkInvalid(M.ACTIVATION_LINK_INVALID);
      await this.commands.execute(new ResetUserPassword(application.userId!, password as string, true));
      application.passwordChosen(this.clock.now());
      await this.applications.save(application);
      return application.customerId!;
    }));
    return { message: M.PASSWORD_SET, customerId };
  }
}

/** An approved applicant's first sign-in: a 'Welcome' notification, once (the locked application decides who sends it). */
@HandlesEvent(UserSignedIn)
export class WelcomeApprovedApplicant implements EventHandler<UserSignedIn> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) private readonly applications: AccountApplicationRepository,
    private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock,
  ) {}

  async handle(event: UserSignedIn): Promise<void> {
    await this.tx.run(async () => {
      const application = await this.applications.lockOfUser(event.payload.userId);
      if (!application?.welcome(this.clock.now())) return;
      await this.applications.save(application);
      await this.outbox.record(new ApplicantWelcomed({
        userId: event.payload.userId, firstName: application.firstName, accountNumber: application.accountNumber!, currency: application.currency,
      }));
    });
  }
}
