import type { CommandBus } from '@nestjs/cqrs';
import type { AdminApplicationDetailDto } from '@bank/contracts/account-opening';
import type { Clock } from '../../../../../shared/clock.js';
import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { OpenAccount } from '../../../../accounts/public/accounts.api.js';
import { RecordAuditEntry } from '../../../../admin/public/audit.commands.js';
import { CreateUser } from '../../../../identity/public/identity.commands.js';
import { AccountApplication } from '../../../domain/account-application.js';
import type { AccountApplicationRepository } from '../../../domain/account-application.repository.js';
import { ApplicationAlreadyDecided, ApplicationNotFound } from '../../../domain/onboarding.errors.js';
import type { ApplicationQueries } from '../../queries/review/application-queries.js';
import type { Outbox } from '../../../../../shared/outbox/outbox.js';
import { ApproveApplication, ApproveApplicationHandler } from './decide-application.handlers.js';

const ID = '6f1d3c52-8a1e-4a4b-9d7e-2f0c1b9a7e11';
const at = new Date('2026-11-20T10:00:00Z');
const staff = { id: 'staff-1', customerId: 'ADMIN001' };
const FORM = {
  primaryHolder: { phoneNumber: '+44 20 7946 0000' },
  address: { street: '1 Main St', city: 'London', state: 'LDN', zipCode: 'N1 9GU', country: 'UK' },
  bankingPreferences: { accountPurpose: 'savings' },
};

/** Approval against an in-memory repository and command bus: it opens the customer and account through the owners' commands only. */
function setUp(application: AccountApplication | null, opts: { customerIdClashes?: number } = {}) {
  const saved: AccountApplication[] = [];
  const sent: unknown[] = [];
  let clashes = opts.customerIdClashes ?? 0;
  const applications = {
    lock: async (id: string) => (application?.id === id ? application : null),
    save: async (a: AccountApplication) => { saved.push(a); },
  } as unknown as AccountApplicationRepository;
  const queries = { detail: async (id: string) => ({ id, status: application?.status }) as unknown as AdminApplicationDetailDto } as unknown as ApplicationQueries;
  const commands = {
    execute: async (command: unknown) => {
      sent.push(command);
      if (command instanceof CreateUser) {
        if (clashes-- > 0) throw Object.assign(new Error('taken'), { code: 'IDENTITY.CUSTOMER_ID_TAKEN' });
        return { id: 'user-1' };
      }
      if (command instanceof OpenAccount) return { id: 'account-1', accountNumber: '80123456' };
      if (command instanceof RecordAuditEntry) return undefined;
      throw new Error('unexpected command');
    },
  } as unknown as CommandBus;
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  const clock = { now: () => at } as Clock;
  const recorded: unknown[] = [];
  const outbox = { record: async (...events: unknown[]) => { recorded.push(...events); } } as unknown as Outbox;
  return { handler: new ApproveApplicationHandler(applications, queries, tx, commands, clock, outbox), saved, sent, recorded };
}

const anApplication = () => {
  const application = AccountApplication.submit({
    id: ID, referenceNumber: 'AO-23456789AB', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-02-03',
    accountType: 'individual', currency: 'EUR', initialDeposit: '100.00', application: FORM, ip: null, at,
    verificationTokenHash: 'f'.repeat(64), verificationExpiresAt: new Date(at.getTime() + 86_400_000),
  });
  application.verifyEmail(at);
  return application;
};

describe('ApproveApplication', () => {
  it('creates the verified customer and a savings account in the chosen currency through their contexts\' commands, then records the decision', async () => {
    const application = anApplication();
    const { handler, saved, sent } = setUp(application, { customerIdClashes: 1 });
    expect(await handler.execute(new ApproveApplication(ID, staff))).toEqual({ id: ID, status: 'approved' });
    const users = sent.filter((c): c is CreateUser => c instanceof CreateUser).map((c) => c.props);
    expect(users).toHaveLength(2);
    expect(users[1]).toMatchObject({
      email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', dateOfBirth: '1990-02-03',
      address: '1 Main St, London, LDN, N1 9GU, UK', isVerified: true, customerId: expect.stringMatching(/^CU\d{8}$/),
    });
    expect(sent.find((c) => c instanceof OpenAccount)).toEqual(new OpenAccount({ userId: 'user-1', accountType: 'savings', currency: 'EUR' }));
    expect(saved).toEqual([application]);
    expect(application).toMatchObject({
      status: 'approved', userId: 'user-1', customerId: users[1].customerId, accountId: 'account-1', accountNumber: '80123456', decidedBy: 'staff-1',
    });
    const audit = sent.find((c): c is RecordAuditEntry => c instanceof RecordAuditEntry)!;
    expect(audit.entry).toMatchObject({
      action: 'application.approve', before: { status: 'submitted', customerId: null }, after: { status: 'approved', userId: 'user-1', accountId: 'account-1' },
    });
  });

  it('refuses an application already decided, before anything is created', async () => {
    const application = anApplication();
    application.reject('Documents unreadable', staff, at);
    const { handler, saved, sent } = setUp(application);
    await expect(handler.execute(new ApproveApplication(ID, staff))).rejects.toThrow(ApplicationAlreadyDecided);
    expect([saved, sent]).toEqual([[], []]);
  });

  it('answers not found for an id that is not one, or no application', async () => {
    const { handler } = setUp(null);
    await expect(handler.execute(new ApproveApplication('nope', staff))).rejects.toThrow(ApplicationNotFound);
    await expect(handler.execute(new ApproveApplication(ID, staff))).rejects.toThrow(ApplicationNotFound);
  });
});
