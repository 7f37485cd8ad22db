import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { TransactionRunner } from '../shared/database/transaction-runner.js';
import { Job, type BankJob } from '../shared/jobs/bank-job.js';
import { OpenAccount, type AccountSummary } from '../modules/accounts/public/accounts.api.js';
import { FindUserIdByCustomerId } from '../modules/identity/public/find-user-id.query.js';
import { CreateUser } from '../modules/identity/public/identity.commands.js';
import { SaveSecurityQuestions, SaveSignature } from '../modules/identity/public/security.commands.js';
import { RecordExternalMovement, RecordHistoricalTransfer } from '../modules/payments/public/payments.api.js';
import { ApplyForCard, ProcessCardApplication } from '../modules/cards/public/cards.api.js';
import { demoSignatureDataUrl } from './signature-image.js';
import { DEMO_SECURITY_ANSWERS, DEMO_USERS } from './demo-users.js';

/**
 * The demo bank: two customers and two administrators, DEMO001's three accounts with three months
 * of history and its security set up, DEMO002's two accounts. Every amount goes through the
 * ledger, so the demo satisfies the same invariants as real money. All or nothing; runs once.
 */
@Injectable()
@Job('seed-demo', 'Creates the demo customers, accounts, history and the administrator (not in production)')
export class SeedDemoJob implements BankJob {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus, private readonly tx: TransactionRunner) {}

  async run(): Promise<string> {
    if (process.env.NODE_ENV === 'production') throw new Error('demo data is never seeded in production');
    if (await this.queries.execute(new FindUserIdByCustomerId('DEMO001'))) return 'demo data already present';

    await this.tx.run(async () => {
      // The customers joined a few days before their history starts, so 'Member Since' reads true.
      const start = daysAgo(92);
      const joined = daysAgo(95);
      const ids: Record<string, string> = {};
      for (const demo of DEMO_USERS) {
        ids[demo.customerId] = (await this.commands.execute(new CreateUser({ ...demo, isVerified: true, createdAt: joined }))).id;
      }
      const open = (userId: string, accountType: 'checking' | 'savings' | 'credit', currency: string, creditLimit?: string) =>
        this.commands.execute<OpenAccount, AccountSummary>(new OpenAccount({ userId, accountType, currency, creditLimit, at: start }));
      const alex = { checking: await open(ids.DEMO001, 'checking', 'USD'), savings: await open(ids.DEMO001, 'savings', 'USD'), credit: await open(ids.DEMO001, 'credit', 'USD', '5000.00') };
      const sam = { checking: await open(ids.DEMO002, 'checking', 'USD'), savings: await open(ids.DEMO002, 'savings', 'EUR') };

      const deposit = (account: AccountSummary, amount: string, description: string, at: Date) =>
        this.commands.execute(new RecordExternalMovement({ accountId: account.id, direction: 'deposit', amount, description, at }));
      const spend = (account: AccountSummary, amount: string, description: string, at: Date) =>
        this.commands.execute(new RecordExternalMovement({ accountId: account.id, direction: 'withdrawal', amount, description, at }));
      const transfer = (from: AccountSummary, to: AccountSummary, amount: string, description: string, at: Date) =>
        this.commands.execute(new RecordHistoricalTransfer({ fromAccountId: from.id, toAccountId: to.id, amount, description, at }));

      await deposit(alex.checking, '4800.00', 'Opening deposit', start);
      await deposit(alex.savings, '12000.00', 'Opening deposit', start);
      await deposit(sam.checking, '4200.00', 'Salary - Rivera Design Studio', start);
      await deposit(sam.savings, '3000.00', 'Opening deposit', start);
      for (let month = 0; month < 3; month++) {
        // Business hours, varying by day, so the history reads like a real one.
        const day = (d: number) => new Date(start.getTime() + (month * 30 + d) * 86_400_000 + ((d * 5) % 9) * 3_600_000 + ((d * 17) % 60) * 60_000);
        await deposit(alex.checking, '3125.00', 'Salary - Northwind Analytics', day(1));
        await spend(alex.checking, '2150.00', 'Rent - Hudson Yards Residences', day(2));
        await spend(alex.credit, ['86.42', '112.90', '74.15'][month], 'Whole Foods Market', day(4));
        await spend(alex.checking, ['148.37', '162.05', '139.80'][month], 'Con Edison - electricity', day(6));
        await spend(alex.credit, ['54.00', '61.50', '48.75'][month], 'Shell - fuel', day(8));
        await transfer(alex.checking, alex.savings, '500.00', 'Monthly savings', day(9));
        await spend(alex.credit, ['132.60', '89.00', '210.45'][month], ['Blue Hill restaurant', 'Broadway tickets', 'Apple Store'][month], day(11));
        await spend(alex.checking, '15.99', 'Netflix subscription', day(12));
        await deposit(alex.checking, '3125.00', 'Salary - Northwind Analytics', day(15));
        await transfer(alex.checking, alex.credit, ['272.57', '263.40', '333.35'][month], 'Credit card payment', day(17));
        await spend(alex.credit, ['38.20', '42.80', '27.60'][month], 'Uber', day(19));
        await transfer(alex.checking, sam.checking, ['45.50', '120.00', '60.00'][month], ['Dinner split', 'Concert tickets', 'Birthday gift for Jo'][month], day(21));
        await deposit(alex.savings, ['14.85', '15.12', '15.40'][month], 'Interest', day(28));
        await deposit(sam.checking, '3400.00', 'Salary - Rivera Design Studio', day(1));
        await spend(sam.checking, '1800.00', 'Rent - Mission Lofts', day(2));
        if (month === 1) await transfer(sam.checking, alex.checking, '300.00', 'Weekend trip share', day(24));
      }
      await this.commands.execute(new SaveSecurityQuestions(ids.DEMO001, DEMO_SECURITY_ANSWERS));
      await this.commands.execute(new SaveSignature(ids.DEMO001, demoSignatureDataUrl()));
      // Alex's checking account has an active debit card, applied for and approved as any other.
      const cardId = await this.commands.execute<ApplyForCard, string>(new ApplyForCard(ids.DEMO001, { accountId: alex.checking.id }));
      await this.commands.execute(new ProcessCardApplication(cardId, { approve: true }, null));
    });
    return `created ${DEMO_USERS.map((u) => u.customerId).join(', ')} with accounts, three months of history and DEMO001's debit card`;
  }
}

function daysAgo(days: number): Date {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setUTCHours(14, 0, 0, 0);
  return d;
}
