import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { ResetUserPassword, SetUserActive, FindUserForAdmin, type AdminUserView } from '../../public/admin-user.commands.js';
import { FindUserIdByCustomerId } from '../../public/find-user-id.query.js';

// An administrator's standing and password are changed by themselves or by an operator here, never
// by another administrator through the API (security review, issue 27 item 5). The server's log
// records each run; SetUserActive still refuses to leave the bank without an active administrator.

async function administrator(queries: QueryBus, customerId: string | undefined, usage: string): Promise<AdminUserView> {
  if (!customerId) throw new Error(`usage: ${usage}`);
  const userId = await queries.execute<FindUserIdByCustomerId, string | null>(new FindUserIdByCustomerId(customerId));
  const user = userId ? await queries.execute<FindUserForAdmin, AdminUserView | null>(new FindUserForAdmin(userId)) : null;
  if (!user || user.role !== 'admin') throw new Error(`${customerId} is not an administrator`);
  return user;
}

/** `npm run job -- set-admin-status <customerId> active|inactive` */
@Injectable()
@Job('set-admin-status', 'Activates or deactivates an administrator (never the last active one)')
export class SetAdminStatusJob implements BankJob {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  async run([customerId, status]: string[]): Promise<string> {
    const usage = 'set-admin-status <customerId> active|inactive';
    if (status !== 'active' && status !== 'inactive') throw new Error(`usage: ${usage}`);
    const admin = await administrator(this.queries, customerId, usage);
    await this.commands.execute(new SetUserActive(admin.id, status === 'active'));
    return `administrator ${admin.customerId} is ${status}`;
  }
}

/** `ADMIN_PASSWORD=… npm run job -- reset-admin-password <customerId>` */
@Injectable()
@Job('reset-admin-password', "Sets an administrator's password from ADMIN_PASSWORD (at least 12 characters) and ends their sessions")
export class ResetAdminPasswordJob implements BankJob {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  async run([customerId]: string[]): Promise<string> {
    const password = process.env.ADMIN_PASSWORD ?? '';
    const admin = await administrator(this.queries, customerId, 'reset-admin-password <customerId> (password in ADMIN_PASSWORD)');
    if (password.length < 12) throw new Error('set ADMIN_PASSWORD to at least 12 characters');
    await this.commands.execute(new ResetUserPassword(admin.id, password));
    return `administrator ${admin.customerId}: password reset, sessions ended`;
  }
}
