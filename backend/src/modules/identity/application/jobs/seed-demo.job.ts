import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import type { UserRepository } from '../../domain/user.repository.js';
import { USER_REPOSITORY } from '../../identity.tokens.js';
import { CreateUser } from '../commands/create-user/create-user.command.js';

export const DEMO_USERS = [
  { customerId: 'DEMO001', password: 'Demo!2026', email: 'alex.morgan@example.com', firstName: 'Alex', lastName: 'Morgan', phone: '+1 212 555 0101', address: '10 Hudson Yards, New York, NY 10001', dateOfBirth: '1986-04-12', role: 'user' as const },
  { customerId: 'DEMO002', password: 'Demo!2026', email: 'sam.rivera@example.com', firstName: 'Sam', lastName: 'Rivera', phone: '+1 415 555 0199', address: '500 Market Street, San Francisco, CA 94105', dateOfBirth: '1991-09-30', role: 'user' as const },
  { customerId: 'ADMIN001', password: 'Admin!2026', email: 'admin@meridian.example', firstName: 'Morgan', lastName: 'Hale', phone: null, address: null, dateOfBirth: null, role: 'admin' as const },
];

/** Demo customers and the administrator; runs at start outside production and skips what exists. */
@Injectable()
@Job('seed-demo', 'Creates the demo customers and the administrator where missing (not in production)')
export class SeedDemoJob implements BankJob {
  constructor(private readonly commands: CommandBus, @Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async run(): Promise<string> {
    if (process.env.NODE_ENV === 'production') throw new Error('demo data is never seeded in production');
    const created: string[] = [];
    for (const demo of DEMO_USERS) {
      if (await this.users.findByCustomerId(demo.customerId)) continue;
      await this.commands.execute(new CreateUser({ ...demo, isVerified: true }));
      created.push(demo.customerId);
    }
    return created.length ? `created ${created.join(', ')}` : 'demo data already present';
  }
}
