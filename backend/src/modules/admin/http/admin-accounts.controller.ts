import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { DeleteAccount, OpenAccountForCustomer, SetAccountBalance, SwitchAccountCurrency } from '../application/commands/administer-accounts/administer-accounts.commands.js';
import { ListAccountsForAdmin, type AdminAccountPage } from '../../accounts/public/admin-account-list.query.js';
import type { AdminAccountView } from '../../accounts/public/admin-accounts.api.js';
import { SearchListParams } from './admin-list.params.js';
import { BalanceBody, CreateAccountBody, CurrencyBody } from './admin.requests.js';

const actorOf = (admin: AuthenticatedUser) => ({ id: admin.id, customerId: admin.customerId });

@ApiTags('admin: accounts')
@Controller('admin/accounts')
@AdminOnly()
export class AdminAccountsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: SearchListParams): Promise<AdminAccountPage> {
    return this.queries.execute(new ListAccountsForAdmin(query.search, { cursor: query.cursor, limit: query.limit }));
  }

  @Post()
  async create(@Body() body: CreateAccountBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; account: AdminAccountView }> {
    const account = await this.commands.execute(new OpenAccountForCustomer(actorOf(admin), {
      userId: body.userId, accountType: body.accountType ?? 'checking', currency: body.currency ?? 'USD',
      initialBalance: body.initialBalance ?? body.balance ?? '0', creditLimit: body.creditLimit,
    }));
    return { message: 'Account Created', account };
  }

  @Patch(':id/balance')
  async balance(@Param('id') id: string, @Body() body: BalanceBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; account: AdminAccountView }> {
    const account = await this.commands.execute(new SetAccountBalance(actorOf(admin), id, body.newBalance, body.reason));
    return { message: 'Balance Updated', account };
  }

  @Patch(':id/currency')
  async currency(@Param('id') id: string, @Body() body: CurrencyBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; account: AdminAccountView }> {
    const account = await this.commands.execute(new SwitchAccountCurrency(actorOf(admin), id, body.newCurrency, body.reason || null));
    return { message: 'Currency Updated', account };
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new DeleteAccount(actorOf(admin), id));
    return { message: 'Account Deleted' };
  }
}
