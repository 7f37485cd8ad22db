import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional } from 'class-validator';
import {
  DepositMessages as M, INCOMING_DEPOSIT_STATUSES, type IncomingDepositDto, type IncomingDepositStatus, type RecordIncomingDepositRequest,
  type RejectIncomingDepositRequest,
} from '@bank/contracts/payments';
import type { CursorPage } from '@bank/contracts/paging';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { ApproveDeposit, ListDeposits, RecordDeposit, RejectDeposit } from '../application/commands/administer-deposits/administer-deposits.handlers.js';

export class DepositListParams extends CursorQueryParams {
  @IsOptional() @IsIn(INCOMING_DEPOSIT_STATUSES, { message: M.STATUS_INVALID }) status?: IncomingDepositStatus;
}

/** Fields are checked by payments' domain (reference, amount, payer), so each refusal names its field once. */
export class RecordDepositBody implements RecordIncomingDepositRequest {
  @Allow() reference!: string;
  @Allow() amount!: string | number;
  @Allow() payer!: string;
}

/** The reason is checked by payments' domain (1 to 500 characters). */
export class RejectDepositBody implements RejectIncomingDepositRequest {
  @Allow() reason!: string;
}

const actorOf = (admin: AuthenticatedUser) => ({ id: admin.id, customerId: admin.customerId });

@ApiTags('admin: deposits')
@Controller('admin/deposits')
@AdminOnly()
export class AdminDepositsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: DepositListParams): Promise<CursorPage<IncomingDepositDto>> {
    return this.queries.execute(new ListDeposits(query.status, { cursor: query.cursor, limit: query.limit }));
  }

  @Post()
  @HttpCode(201)
  async record(@Body() body: RecordDepositBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; depositId: string }> {
    const deposit = await this.commands.execute(new RecordDeposit(actorOf(admin), { reference: body.reference, amount: body.amount, payer: body.payer }));
    return { message: M.RECORDED, depositId: (deposit as { id: string }).id };
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new ApproveDeposit(actorOf(admin), id));
    return { message: M.APPROVED };
  }

  /** A deposit recorded wrongly: any staff member, the recorder too (no money moves). */
  @Post(':id/reject')
  @HttpCode(200)
  async reject(@Param('id') id: string, @Body() body: RejectDepositBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new RejectDeposit(actorOf(admin), id, body.reason));
    return { message: M.REJECTED };
  }
}
