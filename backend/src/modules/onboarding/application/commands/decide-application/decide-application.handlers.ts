import { randomBytes } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountOpeningMessages as M, type AdminApplicationDetailDto, type HolderDetails } from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../../shared/ids.js';
import { OpenAccount, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { RecordAuditEntry, type AuditActor } from '../../../../admin/public/audit.commands.js';
import { CreateUser } from '../../../../identity/public/identity.commands.js';
import { ApplicationAlreadyDecided, ApplicationNotFound } from '../../../domain/onboarding.errors.js';
import { newCustomerId } from '../../../domain/reference-number.js';
import { APPLICATION_COLUMNS, detailOf, type ApplicationRow } from '../../application-rows.js';

/** Staff open an application: a submitted one moves to under review (audited). Answers the detail. */
export class OpenApplicationForReview {
  constructor(readonly applicationId: string, readonly staff: AuditActor) {}
}

/**
 * Approval: the customer (a new customer id, the holder's details, verified) and an account of the
 * chosen currency with a zero balance, in one transaction with the audit entry. The application's
 * row is locked first, so a second or concurrent approval finds it decided and creates nothing.
 */
export class ApproveApplication {
  constructor(readonly applicationId: string, readonly staff: AuditActor) {}
}

export class RejectApplication {
  constructor(readonly applicationId: string, readonly reason: string, readonly staff: AuditActor) {}
}

const REASON_MAX = 500;

abstract class ApplicationDecision {
  constructor(
    protected readonly em: EntityManager,
    protected readonly tx: TransactionRunner,
    protected readonly commands: CommandBus,
    protected readonly clock: Clock,
  ) {}

  protected async lock(applicationId: string): Promise<ApplicationRow> {
    if (!isUuid(applicationId)) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    const [row] = await sql<ApplicationRow>(this.em, `select ${APPLICATION_COLUMNS} from onboarding.account_applications where id = $1 for update`, [applicationId]);
    if (!row) throw new ApplicationNotFound(M.APPLICATION_NOT_FOUND);
    return row;
  }

  protected reread(applicationId: string): Promise<ApplicationRow> {
    return sql<ApplicationRow>(this.em, `select ${APPLICATION_COLUMNS} from onboarding.account_applications where id = $1`, [applicationId]).then(([r]) => r);
  }

  protected audit(staff: AuditActor, action: 'application.review-start' | 'application.approve' | 'application.reject', id: string,
    before: object, after: object, reason: string | null = null): Promise<unknown> {
    return this.commands.execute(new RecordAuditEntry({ actor: staff, action, target: { type: 'application', id }, before, after, reason }));
  }
}

const summary = (r: ApplicationRow) => ({ status: r.status, referenceNumber: r.reference_number, customerId: r.customer_id, accountNumber: r.account_number });

@CommandHandler(OpenApplicationForReview)
export class OpenApplicationForReviewHandler extends ApplicationDecision implements ICommandHandler<OpenApplicationForReview, AdminApplicationDetailDto> {
  constructor(em: EntityManager, tx: TransactionRunner, commands: CommandBus, clock: Clock) { super(em, tx, commands, clock); }

  execute({ applicationId, staff }: OpenApplicationForReview): Promise<AdminApplicationDetailDto> {
    return this.tx.run(async () => {
      let row = await this.lock(applicationId);
      if (row.status === 'submitted') {
        await sql(this.em, `update onboarding.account_applications set status = 'under_review', review_started_at = $2 where id = $1`, [row.id, this.clock.now()]);
        await this.audit(staff, 'application.review-start', row.id, summary(row), { ...summary(row), status: 'under_review' });
        row = await this.reread(row.id);
      }
      return detailOf(this.em, row);
    });
  }
}

@CommandHandler(ApproveApplication)
export class ApproveApplicationHandler extends ApplicationDecision implements ICommandHandler<ApproveApplication, AdminApplicationDetailDto> {
  constructor(em: EntityManager, tx: TransactionRunner, commands: CommandBus, clock: Clock) { super(em, tx, commands, clock); }

  execute({ applicationId, staff }: ApproveApplication): Promise<AdminApplicationDetailDto> {
    return this.tx.run(async () => {
      const row = await this.lock(applicationId);
      if (row.status === 'approved' || row.status === 'rejected') throw new ApplicationAlreadyDecided(M.ALREADY_DECIDED);
      const holder = row.application.primaryHolder as HolderDetails;
      const address = row.application.address;
      const user = await this.createCustomer({
        email: row.email, firstName: row.first_name, lastName: row.last_name, phone: holder.phoneNumber, dateOfBirth: row.date_of_birth,
        address: [address.street, address.city, address.state, address.zipCode, address.country].join(', '),
      });
      const purpose = row.application.bankingPreferences.accountPurpose;
      const account = await this.commands.execute<OpenAccount, AccountSummary>(new OpenAccount({
        userId: user.id, accountType: purpose === 'savings' ? 'savings' : 'checking', currency: row.currency,
      }));
      const now = this.clock.now();
      await sql(this.em,
        `update onboarding.account_applications set status = 'approved', decided_at = $2, decided_by = $3, decided_by_customer_id = $4,
           user_id = $5, customer_id = $6, account_id = $7, account_number = $8 where id = $1`,
        [row.id, now, staff.id, staff.customerId, user.id, user.customerId, account.id, account.accountNumber]);
      const after = await this.reread(row.id);
      await this.audit(staff, 'application.approve', row.id, summary(row), { ...summary(after), userId: user.id, accountId: account.id });
      return detailOf(this.em, after);
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
  constructor(em: EntityManager, tx: TransactionRunner, commands: CommandBus, clock: Clock) { super(em, tx, commands, clock); }

  execute({ applicationId, reason, staff }: RejectApplication): Promise<AdminApplicationDetailDto> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) throw new ValidationFailed(M.REASON_REQUIRED, [{ field: 'reason', message: M.REASON_REQUIRED }]);
    if (text.length > REASON_MAX) throw new ValidationFailed(`Reason must be at most ${REASON_MAX} characters`, [{ field: 'reason', message: `Reason must be at most ${REASON_MAX} characters` }]);
    return this.tx.run(async () => {
      const row = await this.lock(applicationId);
      if (row.status === 'approved' || row.status === 'rejected') throw new ApplicationAlreadyDecided(M.ALREADY_DECIDED);
      await sql(this.em,
        `update onboarding.account_applications set status = 'rejected', decided_at = $2, decided_by = $3, decided_by_customer_id = $4, rejection_reason = $5 where id = $1`,
        [row.id, this.clock.now(), staff.id, staff.customerId, text]);
      const after = await this.reread(row.id);
      await this.audit(staff, 'application.reject', row.id, summary(row), summary(after), text);
      return detailOf(this.em, after);
    });
  }
}
