import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AccountOpeningMessages as M, parseCalendarDate, type ApplicationStatusDto, type SetApplicantPasswordResponse,
} from '@bank/contracts/account-opening';
import { PROFILE, ProfileMessages as P } from '@bank/contracts/profile';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { HandlesEvent, type EventHandler } from '../../../../../shared/outbox/event-handlers.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { ResetUserPassword } from '../../../../identity/public/admin-user.commands.js';
import { UserSignedIn } from '../../../../identity/public/identity.events.js';
import { ApplicationStatusNotFound, OnboardingThrottled, PasswordNotAvailable } from '../../../domain/onboarding.errors.js';
import { ApplicantWelcomed } from '../../../public/onboarding.events.js';
import { AttemptLimiter, type Limit } from '../../attempt-limiter.js';
import { APPLICATION_COLUMNS, iso, type ApplicationRow } from '../../application-rows.js';

/** Wrong reference / date-of-birth pairs: per IP, and per reference whoever asks. Right ones do not count. */
export const STATUS_LIMITS = { perIp: 10, perReference: 5, windowMinutes: 15 } as const;

/** `/open-account/status`: the application that reference number and date of birth name. */
export class CheckApplicationStatus {
  constructor(readonly referenceNumber: unknown, readonly dateOfBirth: unknown, readonly ip: string | null) {}
}

/** The approved applicant chooses a password, once; then they sign in with their customer id. */
export class SetApplicantPassword {
  constructor(
    readonly referenceNumber: unknown, readonly dateOfBirth: unknown, readonly password: unknown, readonly confirmPassword: unknown,
    readonly ip: string | null,
  ) {}
}

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
  constructor(protected readonly em: EntityManager, protected readonly limiter: AttemptLimiter) {}

  /** The application, or the same 404 for an unknown reference and a wrong date of birth (counted). */
  protected async find(reference: string, dateOfBirth: string, ip: string | null): Promise<{ row: ApplicationRow; claims: string[] }> {
    const limits: Limit[] = [
      { bucket: 'status-ip', key: ip ?? 'unknown', max: STATUS_LIMITS.perIp, windowMinutes: STATUS_LIMITS.windowMinutes },
      { bucket: 'status-reference', key: reference, max: STATUS_LIMITS.perReference, windowMinutes: STATUS_LIMITS.windowMinutes },
    ];
    const claims = await this.limiter.claim(limits);
    if (!claims) throw new OnboardingThrottled(M.STATUS_THROTTLED);
    const [row] = await sql<ApplicationRow>(this.em,
      `select ${APPLICATION_COLUMNS} from onboarding.account_applications where reference_number = $1 and date_of_birth = $2::date`, [reference, dateOfBirth]);
    if (!row) throw new ApplicationStatusNotFound(M.STATUS_NOT_FOUND);
    return { row, claims };
  }
}

export function statusOf(r: ApplicationRow): ApplicationStatusDto {
  const canSetPassword = r.status === 'approved' && r.password_set_at === null;
  return {
    referenceNumber: r.reference_number, status: r.status, accountType: r.account_type, currency: r.currency,
    submittedAt: iso(r.submitted_at)!, decidedAt: iso(r.decided_at),
    rejectionReason: r.status === 'rejected' ? r.rejection_reason : null,
    customerId: canSetPassword ? r.customer_id : null,
    canSetPassword,
  };
}

@CommandHandler(CheckApplicationStatus)
export class CheckApplicationStatusHandler extends ApplicantLookup implements ICommandHandler<CheckApplicationStatus, ApplicationStatusDto> {
  constructor(em: EntityManager, limiter: AttemptLimiter) { super(em, limiter); }

  async execute({ referenceNumber, dateOfBirth, ip }: CheckApplicationStatus): Promise<ApplicationStatusDto> {
    const who = identify(referenceNumber, dateOfBirth);
    const { row, claims } = await this.find(who.reference, who.dateOfBirth, ip);
    await this.limiter.release(claims);
    return statusOf(row);
  }
}

@CommandHandler(SetApplicantPassword)
export class SetApplicantPasswordHandler extends ApplicantLookup implements ICommandHandler<SetApplicantPassword, SetApplicantPasswordResponse> {
  constructor(em: EntityManager, limiter: AttemptLimiter, private readonly tx: TransactionRunner, private readonly commands: CommandBus) { super(em, limiter); }

  async execute({ referenceNumber, dateOfBirth, password, confirmPassword, ip }: SetApplicantPassword): Promise<SetApplicantPasswordResponse> {
    const who = identify(referenceNumber, dateOfBirth);
    const details = [];
    if (typeof password !== 'string' || password.length < PROFILE.PASSWORD_MIN_LENGTH) details.push({ field: 'password', message: P.PASSWORD_MIN });
    else if (password.length > PROFILE.PASSWORD_MAX_LENGTH) details.push({ field: 'password', message: P.PASSWORD_TOO_LONG });
    if (typeof confirmPassword !== 'string' || confirmPassword === '') details.push({ field: 'confirmPassword', message: P.CONFIRM_PASSWORD_REQUIRED });
    else if (confirmPassword !== password) details.push({ field: 'confirmPassword', message: P.PASSWORDS_DONT_MATCH });
    if (details.length) throw new ValidationFailed(details[0].message, details);

    const { row, claims } = await this.find(who.reference, who.dateOfBirth, ip);
    await this.limiter.release(claims);
    const customerId = await this.tx.run(async () => {
      const [locked] = await sql<{ user_id: string | null; customer_id: string | null }>(this.em,
        `select user_id, customer_id from onboarding.account_applications where id = $1 and status = 'approved' and password_set_at is null for update`, [row.id]);
      if (!locked?.user_id || !locked.customer_id) throw new PasswordNotAvailable(M.PASSWORD_NOT_AVAILABLE);
      await this.commands.execute(new ResetUserPassword(locked.user_id, password as string));
      await sql(this.em, `update onboarding.account_applications set password_set_at = now() where id = $1`, [row.id]);
      return locked.customer_id;
    });
    return { message: M.PASSWORD_SET, customerId };
  }
}

/** An approved applicant's first sign-in: a 'Welcome' notification, once (the update decides who sends it). */
@HandlesEvent(UserSignedIn)
export class WelcomeApprovedApplicant implements EventHandler<UserSignedIn> {
  constructor(private readonly em: EntityManager, private readonly tx: TransactionRunner, private readonly outbox: Outbox) {}

  async handle(event: UserSignedIn): Promise<void> {
    await this.tx.run(async () => {
      const [row] = await sql<{ first_name: string; account_number: string; currency: string }>(this.em,
        `update onboarding.account_applications set welcomed_at = now() where user_id = $1 and welcomed_at is null returning first_name, account_number, currency`,
        [event.payload.userId]);
      if (row) await this.outbox.record(new ApplicantWelcomed({ userId: event.payload.userId, firstName: row.first_name, accountNumber: row.account_number, currency: row.currency }));
    });
  }
}
