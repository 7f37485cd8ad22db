import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { CreateUser } from '../commands/create-user/create-user.command.js';

/** `ADMIN_PASSWORD=… npm run job -- create-admin <customerId> <email> [firstName] [lastName]` */
@Injectable()
@Job('create-admin', 'Creates an administrator (password from ADMIN_PASSWORD, at least 12 characters)')
export class CreateAdminJob implements BankJob {
  constructor(private readonly commands: CommandBus) {}

  async run([customerId, email, firstName = 'Bank', lastName = 'Administrator']: string[]): Promise<string> {
    const password = process.env.ADMIN_PASSWORD ?? '';
    if (!customerId || !email) throw new Error('usage: create-admin <customerId> <email> [firstName] [lastName]');
    if (password.length < 12) throw new Error('set ADMIN_PASSWORD to at least 12 characters');
    await this.commands.execute(new CreateUser({ customerId, email, password, firstName, lastName, role: 'admin', isVerified: true }));
    return `administrator ${customerId} created`;
  }
}
