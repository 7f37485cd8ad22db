import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { SupportMessageMessages as M, type LeaveSupportMessageRequest, type SupportMessageDto } from '@bank/contracts/notifications';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { LeaveSupportMessage, ListMySupportMessages } from '../application/support-messages/support-messages.handlers.js';

/** The text's rules (trimmed, 1..2000) are the domain's (support-message.ts), so each refusal names the field once. */
export class LeaveSupportMessageBody implements LeaveSupportMessageRequest {
  @IsDefined({ message: M.BODY_REQUIRED }) body!: string;
}

/** The chat's messages to staff: only ever the signed-in customer's own. */
@ApiTags('notifications')
@Controller('messages')
@SignedIn()
export class SupportMessagesController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<SupportMessageDto[]> {
    return this.queries.execute(new ListMySupportMessages(user.id));
  }

  @Post()
  @HttpCode(201)
  async leave(@Body() body: LeaveSupportMessageBody, @CurrentUser() user: AuthenticatedUser): Promise<{ message: string; supportMessage: SupportMessageDto }> {
    const supportMessage = await this.commands.execute<LeaveSupportMessage, SupportMessageDto>(new LeaveSupportMessage(user.id, body.body));
    return { message: M.SENT, supportMessage };
  }
}
