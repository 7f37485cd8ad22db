import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FundingDto } from '@bank/contracts/payments';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { GetFundingInstructions } from '../application/incoming-deposits/incoming-deposits.handlers.js';

/** How to fund one's accounts from outside the bank, until money first arrives (issue 28 item 11). */
@ApiTags('payments')
@Controller('funding')
@SignedIn()
export class FundingController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<FundingDto> {
    return this.queries.execute(new GetFundingInstructions(user.id));
  }
}
