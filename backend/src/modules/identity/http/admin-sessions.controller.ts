import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import type { AdminSessionsDto, RevokeSessionsRequest } from '@bank/contracts/identity';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { RevokeUserSessions } from '../application/commands/revoke-user-sessions/revoke-user-sessions.command.js';
import { ListActiveSessions } from '../application/queries/list-active-sessions/list-active-sessions.query.js';

class RevokeSessionsBody implements RevokeSessionsRequest {
  @IsString({ message: 'Customer ID is required' })
  @IsNotEmpty({ message: 'Customer ID is required' })
  userId!: string;
}

@ApiTags('admin: sessions')
@Controller('admin/sessions')
@AdminOnly()
export class AdminSessionsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<AdminSessionsDto> {
    return this.queries.execute(new ListActiveSessions());
  }

  @Post('revoke')
  async revoke(@Body() body: RevokeSessionsBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; revoked: number }> {
    const revoked = await this.commands.execute<RevokeUserSessions, number>(new RevokeUserSessions(body.userId.trim(), admin.id));
    return { message: 'Session Revoked', revoked };
  }
}
