import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional } from 'class-validator';
import {
  SUPPORT_MESSAGE_STATUSES, SupportMessageMessages as M, type AdminSupportMessageDto, type ReplyToSupportMessageRequest, type SupportMessageStatus,
} from '@bank/contracts/notifications';
import type { CursorPage } from '@bank/contracts/paging';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { AnswerSupportMessage, ListSupportMessagesForStaff } from '../application/support-messages/support-messages.handlers.js';

/** `?status=open|answered&cursor=&limit=` of the Messages tab. */
export class SupportMessageListParams extends CursorQueryParams {
  @IsOptional() @IsIn(SUPPORT_MESSAGE_STATUSES, { message: M.STATUS_INVALID }) status?: SupportMessageStatus;
}

/** The reply's text rules (trimmed, 1..2000) are the domain's, so a refusal names the field once. */
export class ReplyBody implements ReplyToSupportMessageRequest {
  @IsDefined({ message: M.REPLY_REQUIRED }) reply!: string;
}

/**
 * The back office's Messages tab. Served by notifications, which owns the messages, and audited
 * through admin's public RecordAuditEntry (admin calling in here would close a dependency cycle).
 */
@ApiTags('admin: messages')
@Controller('admin/messages')
@AdminOnly()
export class AdminMessagesController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: SupportMessageListParams): Promise<CursorPage<AdminSupportMessageDto>> {
    return this.queries.execute(new ListSupportMessagesForStaff(query.status, { cursor: query.cursor, limit: query.limit }));
  }

  @Post(':id/reply')
  @HttpCode(200)
  async reply(@Param('id') id: string, @Body() body: ReplyBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string }> {
    await this.commands.execute(new AnswerSupportMessage({ id: admin.id, customerId: admin.customerId }, id, body.reply));
    return { message: M.REPLIED };
  }
}
