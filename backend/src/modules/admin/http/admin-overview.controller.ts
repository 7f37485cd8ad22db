import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AdminStatsDto, AuditEntryDto } from '@bank/contracts/admin';
import { AdminOnly } from '../../../shared/auth/guards.js';
import { GetAdminStats } from '../application/queries/get-admin-stats/get-admin-stats.handler.js';
import { ListAuditEntries } from '../application/queries/list-audit-entries/list-audit-entries.query.js';
import { AuditListParams } from './admin-list.params.js';
import type { CursorPage } from '@bank/contracts/paging';

@ApiTags('admin: overview')
@Controller('admin')
@AdminOnly()
export class AdminOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('stats')
  stats(): Promise<AdminStatsDto> {
    return this.queries.execute(new GetAdminStats());
  }

  @Get('audit')
  audit(@Query() query: AuditListParams): Promise<CursorPage<AuditEntryDto>> {
    const { cursor, limit, ...filter } = query;
    return this.queries.execute(new ListAuditEntries(filter, { cursor, limit }));
  }
}
