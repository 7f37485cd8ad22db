import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountOpeningMessages as M, type AdminApplicationDetailDto, type ApplicationAddress, type BankingPreferences, type HolderDetails } from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../../shared/ids.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { OpenAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { RecordAuditEntry, type AuditActor } from '../../../../admin/public/audit.commands.js';
import { CreateUser } from '../../../../identity/public/identity.commands.js';
import type { AccountApplication } from '../../../domain/account-application.js';
import type { AccountApplicationRepository } from '../../../domain/account-application.repository.js';
import { ApplicationAlreadyDecided, ApplicationNotFound } from '../../../domain/onboarding.errors.js';
import { newCustomerId } from '../../../domain/reference-number.js';
import { ACCOUNT_APPLICATION_REPOSITORY, APPLICATION_QUERIES } from '../../../onboarding.tokens.js';
import { ApplicantApproved } from '../../../public/onboarding.events.js';
import type { ApplicationQueries } from '../../queries/review/application-queries.js';
import { hashToken } from '../../upload-signer.js';

/** How long the activation link emailed on approval works (single use). */
export const ACTIVATION_HOURS = 24;

/** Staff open an application: a submitted one moves to under review (audited). Answers the detail. */
export class OpenApplicationForReview {
  constructor(readonly applicationId: string, readonly staff: AuditActor) {}
}

/**
 * Approval: the customer (a new customer id, the holder's details, verified) and an account of the
 * chosen currency with a zero balance, made through identity's and accounts' public commands in
 * one transaction with the audit entry. The application is locked first, so a second or
 * concurrent approval finds it decided and creates nothing.
 */
export class ApproveApplication {
  constructor(readonly applicationId: string, readonly staff: AuditActor) {}
}

export class RejectApplication {
  constructor(readonly applicationId: string, readonly reason: string, readonly staff: AuditActor) {}
}

const REASON_MAX = 500;

/** The form as submitted: the API's shape, stored whole. */
interface SubmittedForm { primaryHolder: HolderDetails; address: ApplicationAddress; bankingPreferences: BankingPreferences }

abstract class ApplicationDecision {
  constructor(
    protected readonly applications: AccountApplicationRepository,
    protected readonly queries: ApplicationQueries,
    protected readonly tx: TransactionRunner,
    protected readonly commands: CommandBus,
    protected readonly clock: Clock,
  ) {}

  protected async lock(applicationId: string): Promise<AccountApplication> {
    if (!isUuid(applicationId)) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    const application = await this.applications.lock(applicationId);
    // Staff never see an application whose email is not verified: it does not count yet.
    if (!application?.isEmailVerified) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    return application;
  }

  protected async lockUndecided(applicationId: string): Promise<AccountApplication> {
    const application = await this.lock(applicationId);
    if (application.isDecided) throw new ApplicationAlreadyDecided(M.ALREADY_DECIDED);
    return application;
  }

  /** The detail as staff see it, read in the caller's transaction. */
  protected async detail(applicationId: string): Promise<AdminApplicationDetailDto> {
    return (await this.queries.detail(applicationId))!;
  }

  /** Its owner is the customer the application became (none before it is approved). */
  protected audit(staff: AuditActor, action: 'application.review-start' | 'application.approve' | 'application.reject', application: AccountApplication,
    before: object, after: object, reason: string | null = null): Promise<unknown> {
    const target = { type: 'application' as const, id: application.id, ownerId: application.userId };
    return this.commands.execute(new RecordAuditEntry({ actor: staff, action, target, before, after, reason }));
  }
}

const summary = (a: AccountApplication) => ({ status: a.status, referenceNumber: a.referenceNumber, customerId: a.customerId, accountNumber: a.accountNumber });

@CommandHandler(OpenApplicationForReview)
export class OpenApplicationForReviewHandler extends ApplicationDecision implements ICommandHandler<OpenApplicationForReview, AdminApplicationDetailDto> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) applications: AccountApplicationRepository, @Inject(APPLICATION_QUERIES) queries: ApplicationQueries,
    tx: TransactionRunner, commands: CommandBus, clock: Clock,
  ) { super(applications, queries, tx, commands, clock); }

  execute({ applicationId, staff }: OpenApplicationForReview): Promise<AdminApplicationDetailDto> {
    return this.tx.run(async () => {
      const application = await this.lock(applicationId);
      const before = summary(application);
      if (application.startReview(this.clock.now())) {
        await this.applications.save(application);
        await this.audit(staff, 'application.review-start', application, before, summary(application));
      }
      return this.detail(application.id);
    });
  }
}

@CommandHandler(ApproveApplication)
export class ApproveApplicationHandler extends ApplicationDecision implements ICommandHandler<ApproveApplication, AdminApplicationDetailDto> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) applications: AccountApplicationRepository, @Inject(APPLICATION_QUERIES) queries: ApplicationQueries,
    tx: TransactionRunner, commands: CommandBus, clock: Clock, private readonly outbox: Outbox,
  ) { super(applications, queries, tx, commands, clock); }

  execute({ applicationId, staff }: ApproveApplication): Promise<AdminApplicationDetailDto> {
    return this.tx.run(async () => {
      const application = await this.lockUndecided(applicationId);
      const before = summary(application);
      const form = application.application as unknown as SubmittedForm;
      const address = form.address;
      const user = await this.createCustomer({
        email: application.email, firstName: application.firstName, lastName: application.lastName, phone: form.primaryHolder.phoneNumber,
        dateOfBirth: application.dateOfBirth, address: [address.street, address.city, address.state, address.zipCode, address.country].join(', '),
      });
      const account = await this.commands.execute<OpenAccount, AccountSummary>(new OpenAccount({
        userId: user.id, accountType: form.bankingPreferences.accountPurpose === 'savings' ? 'savings' : 'checking', currency: application.currency,
      }));
      const now = this.clock.now();
      application.approve({ userId: user.id, customerId: user.customerId, accountId: account.id, accountNumber: account.accountNumber }, staff, now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + ACTIVATION_HOURS * 3_600_000);
      application.issueActivation(hashToken(token), expiresAt);
      await this.applications.save(application);
      await this.outbox.record(new ApplicantApproved({
        applicationId: application.id, email: application.email, firstName: application.firstName, customerId: user.customerId, token,
        expiresAt: expiresAt.toISOString(),
      }));
      await this.audit(staff, 'application.approve', application, before, { ...summary(application), userId: user.id, accountId: account.id });
      return this.detail(application.id);
    });
  }

  /** A fresh customer id (retried on the rare clash); no usable password until the applicant chooses one. */
  private async createCustomer(props: { email: string; firstName: string; lastName: string; phone: string; dateOfBirth: string; address: string }) {
    for (let attempt = 1; ; attempt++) {
      const customerId = newCustomerId();
      try {
        const user = await this.commands.execute<CreateUser, { id: string }>(new CreateUser({
          ...props, customerId, password: randomBytes(32).toString('base64url'), isVerified: true,
        }));
        return { id: user.id, customerId };
      } catch (error) {
        if ((error as { code?: string }).code !== 'IDENTITY.CUSTOMER_ID_TAKEN' || attempt >= 5) throw error;
      }
    }
  }
}

@CommandHandler(RejectApplication)
export class RejectApplicationHandler extends ApplicationDecision implements ICommandHandler<RejectApplication, AdminApplicationDetailDto> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) applications: AccountApplicationRepository, @Inject(APPLICATION_QUERIES) queries: ApplicationQueries,
    tx: TransactionRunner, commands: CommandBus, clock: Clock,
  ) { super(applications, queries, tx, commands, clock); }

  execute({ applicationId, reason, staff }: RejectApplication): Promise<AdminApplicationDetailDto> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) throw new ValidationFailed(M.REASON_REQUIRED, [{ field: 'reason', message: M.REASON_REQUIRED }]);
    if (text.length > REASON_MAX) throw new ValidationFailed(`Reason must be at most ${REASON_MAX} characters`, [{ field: 'reason', message: `Reason must be at most ${REASON_MAX} characters` }]);
    return this.tx.run(async () => {
      const application = await this.lockUndecided(applicationId);
      const before = summary(application);
      application.reject(text, staff, this.clock.now());
      await this.applications.save(application);
      await this.audit(staff, 'application.reject', application, before, summary(application), text);
      return this.detail(application.id);
    });
  }
}
