import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  AccountOpeningMessages as M, DOCUMENT_FIELDS, normalizeDeposit, validateAccountOpeningApplication,
  type AccountOpeningRequest, type AccountOpeningResponse, type DocumentField,
} from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { AccountApplication } from '../../../domain/account-application.js';
import type { AccountApplicationRepository } from '../../../domain/account-application.repository.js';
import type { DocumentUploadRepository } from '../../../domain/document-upload.repository.js';
import { newReferenceNumber } from '../../../domain/reference-number.js';
import { DocumentNotOurs, OnboardingThrottled } from '../../../domain/onboarding.errors.js';
import { ACCOUNT_APPLICATION_REPOSITORY, DOCUMENT_UPLOAD_REPOSITORY } from '../../../onboarding.tokens.js';
import { ApplicantEmailVerificationRequested } from '../../../public/onboarding.events.js';
import { AttemptLimiter, perIp } from '../../../../../shared/security/attempt-limiter.js';
import { bankDate } from '../../bank-date.js';
import { hashToken, uploadIdOf } from '../../upload-signer.js';

/** Applications one IP may submit in an hour. */
export const APPLICATIONS_PER_IP_PER_HOUR = 10;

/** How long the emailed verification link works; after that the applicant applies again. */
export const EMAIL_VERIFICATION_HOURS = 24;

/** `POST /api/admin/account-opening`: the application, with the draft (cookie) its documents were uploaded under. */
export class SubmitApplication {
  constructor(readonly body: unknown, readonly draftToken: string | null, readonly ip: string | null) {}
}

const trimmed = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  }
  return value;
};

@CommandHandler(SubmitApplication)
export class SubmitApplicationHandler implements ICommandHandler<SubmitApplication, AccountOpeningResponse> {
  constructor(
    @Inject(ACCOUNT_APPLICATION_REPOSITORY) private readonly applications: AccountApplicationRepository,
    @Inject(DOCUMENT_UPLOAD_REPOSITORY) private readonly uploads: DocumentUploadRepository,
    private readonly tx: TransactionRunner,
    private readonly limiter: AttemptLimiter,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ body, draftToken, ip }: SubmitApplication): Promise<AccountOpeningResponse> {
    const errors = validateAccountOpeningApplication(body, bankDate(this.clock.now()));
    if (errors.length) throw new ValidationFailed(errors[0].message, errors);
    const app = trimmed(body) as AccountOpeningRequest;
    const claimed = await this.limiter.claim([perIp('application', ip, APPLICATIONS_PER_IP_PER_HOUR, 60)]);
    if (!claimed) throw new OnboardingThrottled(M.SUBMIT_THROTTLED);

    // Every document named must be a file this browser's draft uploaded, not yet part of an application.
    const named = DOCUMENT_FIELDS
      .map((field) => ({ field, reference: app.documents?.[field] }))
      .filter((d): d is { field: DocumentField; reference: string } => typeof d.reference === 'string' && d.reference !== '');
    const uploads = named.map((d) => ({ ...d, uploadId: uploadIdOf(d.reference) }));
    const notOurs = (fields: string[]) => new DocumentNotOurs(M.DOCUMENT_REFERENCE, fields.map((f) => ({ field: `documents.${f}`, message: M.DOCUMENT_REFERENCE })));
    const ids = uploads.map((u) => u.uploadId);
    const malformed = uploads.filter((u, i) => u.uploadId === null || ids.indexOf(u.uploadId) !== i).map((u) => u.field);
    if (malformed.length) throw notOurs(malformed);

    const id = randomUUID();
    const referenceNumber = newReferenceNumber();
    const holder = app.primaryHolder;
    const now = this.clock.now();
    const verificationToken = randomBytes(32).toString('base64url');
    const verificationExpiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000);
    const stored = {
      accountType: app.accountType, primaryHolder: holder,
      ...(app.jointHolder && Object.values(app.jointHolder).some((v) => v !== '' && v !== undefined && v !== null) ? { jointHolder: app.jointHolder } : {}),
      address: app.address,
      bankingPreferences: { ...app.bankingPreferences, initialDeposit: normalizeDeposit(app.bankingPreferences.initialDeposit)! },
      agreements: { ...app.agreements, marketingConsent: app.agreements.marketingConsent === true },
    };
    const application = AccountApplication.submit({
      id, referenceNumber, email: holder.email, firstName: holder.firstName, lastName: holder.lastName, dateOfBirth: holder.dateOfBirth,
      accountType: app.accountType, currency: app.bankingPreferences.currency, initialDeposit: stored.bankingPreferences.initialDeposit,
      application: stored, ip, at: now, verificationTokenHash: hashToken(verificationToken), verificationExpiresAt,
    });
    await this.tx.run(async () => {
      // Not refused when the email has an application: the answer would tell anyone whether it has.
      // The verification link decides (verify-email.handler.ts), sent only to the address's owner.
      await this.applications.add(application);
      if (uploads.length) {
        const draftHash = hashToken(draftToken ?? '');
        const byId = new Map((await this.uploads.lockAll(uploads.map((u) => u.uploadId!))).map((u) => [u.id, u]));
        const refused = uploads.filter((u) => !byId.get(u.uploadId!)?.canBeTakenBy(draftHash)).map((u) => u.field);
        if (refused.length) throw notOurs(refused);
        for (const { uploadId, field } of uploads) {
          const upload = byId.get(uploadId!)!;
          upload.takeInto(id, field);
          await this.uploads.save(upload);
        }
      }
      await this.outbox.record(new ApplicantEmailVerificationRequested({
        applicationId: id, email: holder.email, firstName: holder.firstName, referenceNumber, token: verificationToken,
        expiresAt: verificationExpiresAt.toISOString(),
      }));
    });
    return { message: M.SUBMITTED, referenceNumber };
  }
}

