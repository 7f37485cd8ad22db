import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AccountOpeningMessages as M, DOCUMENT_FIELDS, normalizeDeposit, validateAccountOpeningApplication,
  type AccountOpeningRequest, type AccountOpeningResponse, type DocumentField,
} from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { newReferenceNumber } from '../../../domain/reference-number.js';
import { DocumentNotOurs, DuplicatePendingApplication, OnboardingThrottled } from '../../../domain/onboarding.errors.js';
import { ApplicationSubmitted } from '../../../public/onboarding.events.js';
import { AttemptLimiter } from '../../attempt-limiter.js';
import { bankDate } from '../../bank-date.js';
import { hashDraftToken, uploadIdOf } from '../../upload-signer.js';

/** Applications one IP may submit in an hour. */
export const APPLICATIONS_PER_IP_PER_HOUR = 10;

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
    private readonly em: EntityManager,
    private readonly tx: TransactionRunner,
    private readonly limiter: AttemptLimiter,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ body, draftToken, ip }: SubmitApplication): Promise<AccountOpeningResponse> {
    const errors = validateAccountOpeningApplication(body, bankDate(this.clock.now()));
    if (errors.length) throw new ValidationFailed(errors[0].message, errors);
    const app = trimmed(body) as AccountOpeningRequest;
    const claimed = await this.limiter.claim([{ bucket: 'application', key: ip ?? 'unknown', max: APPLICATIONS_PER_IP_PER_HOUR, windowMinutes: 60 }]);
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
    const stored = {
      accountType: app.accountType, primaryHolder: holder,
      ...(app.jointHolder && Object.values(app.jointHolder).some((v) => v !== '' && v !== undefined && v !== null) ? { jointHolder: app.jointHolder } : {}),
      address: app.address,
      bankingPreferences: { ...app.bankingPreferences, initialDeposit: normalizeDeposit(app.bankingPreferences.initialDeposit)! },
      agreements: { ...app.agreements, marketingConsent: app.agreements.marketingConsent === true },
    };
    try {
      await this.tx.run(async () => {
        const [pending] = await sql(this.em,
          `select 1 from onboarding.account_applications where lower(email) = lower($1) and status in ('submitted', 'under_review')`, [holder.email]);
        if (pending) throw new DuplicatePendingApplication(M.DUPLICATE_PENDING);
        await sql(this.em,
          `insert into onboarding.account_applications (id, reference_number, email, first_name, last_name, date_of_birth, account_type, currency,
             initial_deposit, application, submitted_ip, submitted_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [id, referenceNumber, holder.email, holder.firstName, holder.lastName, holder.dateOfBirth, app.accountType,
            app.bankingPreferences.currency, stored.bankingPreferences.initialDeposit, JSON.stringify(stored), ip, now]);
        if (uploads.length) {
          const taken = await sql<{ id: string }>(this.em,
            `update onboarding.document_uploads u set application_id = $1, document_field = d.field
             from unnest($2::uuid[], $3::text[]) as d(id, field)
             where u.id = d.id and u.draft_hash = $4 and u.status = 'stored' and u.application_id is null
             returning u.id`,
            [id, uploads.map((u) => u.uploadId), uploads.map((u) => u.field), hashDraftToken(draftToken ?? '')]);
          const takenIds = new Set(taken.map((t) => t.id));
          const refused = uploads.filter((u) => !takenIds.has(u.uploadId!)).map((u) => u.field);
          if (refused.length) throw notOurs(refused);
        }
        await this.outbox.record(new ApplicationSubmitted({ applicationId: id, referenceNumber, name: `${holder.firstName} ${holder.lastName}` }));
      });
    } catch (error) {
      if (isUniqueViolation(error, 'account_applications_one_pending_per_email')) throw new DuplicatePendingApplication(M.DUPLICATE_PENDING);
      throw error;
    }
    return { message: M.SUBMITTED, referenceNumber };
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && (e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint)))) return true;
    if (typeof e.message === 'string' && e.message.includes(`unique constraint "${constraint}"`)) return true;
  }
  return false;
}
