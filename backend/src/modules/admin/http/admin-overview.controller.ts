import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AdminStatsDto } from '@bank/contracts/admin';
import { AdminOnly } from '../../../shared/auth/guards.js';
import { GetAdminStats } from '../application/queries/get-admin-stats/get-admin-stats.handler.js';

@ApiTags('admin: overview')
@Controller('admin')
@AdminOnly()
export class AdminOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('stats')
  stats(): Promise<AdminStatsDto> {
    return this.queries.execute(new GetAdminStats());
  }
}
