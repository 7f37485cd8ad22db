import { Controller, Get, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ACCOUNT_NUMBER_PATTERN, type AccountDto, type AccountInfoDto, type Currency } from '@bank/contracts/accounts';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { AccountNotFound } from '../domain/account.errors.js';
import { CountPayeeLookup, FindAccount, ListMyAccounts, LookUpPayee, type AccountSummary } from '../public/accounts.api.js';

@ApiTags('accounts')
@Controller('accounts')
@SignedIn()
export class AccountsController {
  constructor(private readonly queries: QueryBus, private readonly commands: CommandBus) {}

  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<AccountDto[]> {
    return this.queries.execute(new ListMyAccounts(user.id));
  }

  /** The transfer form's payee check: `?accountNumber=80xxxxxx`, counted against the customer's hourly lookups. */
  @Get('lookup')
  @ApiTooManyRequestsResponse({ description: 'Too many payee lookups (ACCOUNTS.LOOKUPS_THROTTLED)' })
  async lookup(@CurrentUser() user: AuthenticatedUser, @Query('accountNumber') accountNumber: string): Promise<AccountInfoDto> {
    if (typeof accountNumber !== 'string' || !ACCOUNT_NUMBER_PATTERN.test(accountNumber)) throw new AccountNotFound();
    return toInfo(await this.commands.execute(new LookUpPayee(user.id, accountNumber)));
  }

  /** Another account by id (SPEC 7): a payee lookup like `lookup`, counted against the same hourly limit. */
  @Get(':id/info')
  async info(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<AccountInfoDto> {
    await this.commands.execute(new CountPayeeLookup(user.id));
    return toInfo(await this.queries.execute(new FindAccount({ id })));
  }
}

/** Only what a payer may see of someone else's account: its name, type, number and currency. */
function toInfo(account: AccountSummary | null): AccountInfoDto {
  if (!account || !account.isActive) throw new AccountNotFound();
  return { accountName: account.accountName, accountType: account.accountType, accountNumber: account.accountNumber, currency: account.currency as Currency };
}
