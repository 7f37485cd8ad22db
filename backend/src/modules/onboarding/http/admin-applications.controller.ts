import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { APPLICATION_STATUSES, type AdminApplicationDetailDto, type AdminApplicationListDto, type ApplicationStatus, type RejectApplicationRequest } from '@bank/contracts/account-opening';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { BodyType } from '../../../shared/http/openapi/body-type.js';
import { ApproveApplication, OpenApplicationForReview, RejectApplication } from '../application/commands/decide-application/decide-application.handlers.js';
import { GetApplicationDocument, GetApplicationForStaff, ListApplications } from '../application/queries/review/review-queries.js';
import type { StoredDocument } from '../domain/document-storage.js';

export class ApplicationListParams extends CursorQueryParams {
  @IsOptional() @IsIn(APPLICATION_STATUSES, { message: 'status must be submitted, under_review, approved or rejected' })
  status?: ApplicationStatus;
}

const staff = (user: AuthenticatedUser) => ({ id: user.id, customerId: user.customerId });

/** Staff's Applications tab: the list, the whole application with its documents, approve or reject (audited). */
@ApiTags('admin: account opening')
@Controller('admin/account-opening/applications')
@AdminOnly()
export class AdminApplicationsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@Query() params: ApplicationListParams): Promise<AdminApplicationListDto> {
    return this.queries.execute(new ListApplications(params.status, { cursor: params.cursor, limit: params.limit }));
  }

  @Get(':id')
  detail(@Param('id') id: string): Promise<AdminApplicationDetailDto> {
    return this.queries.execute(new GetApplicationForStaff(id));
  }

  /** Staff open a submitted application: it moves to under review (audited); sent by the drawer. */
  @Post(':id/review')
  @HttpCode(200)
  review(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<AdminApplicationDetailDto> {
    return this.commands.execute(new OpenApplicationForReview(id, staff(admin)));
  }

  /**
   * The file as uploaded (checked by content at upload), no sniffing, nothing it could load or run.
   * No `sandbox` and object-src 'self': browsers refuse to show a PDF otherwise.
   */
  @Get(':id/documents/:field')
  @ApiProduces('application/pdf', 'image/png', 'image/jpeg')
  async document(@Param('id') id: string, @Param('field') field: string, @Res() res: Response): Promise<void> {
    const doc = await this.queries.execute<GetApplicationDocument, StoredDocument>(new GetApplicationDocument(id, field));
    res.setHeader('Content-Type', doc.contentType);
    res.setHeader('Content-Length', String(doc.bytes.length));
    res.setHeader('Content-Disposition', `inline; filename="${field}.${doc.contentType === 'application/pdf' ? 'pdf' : doc.contentType === 'image/png' ? 'png' : 'jpg'}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'");
    res.end(doc.bytes);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id') id: string, @CurrentUser() admin: AuthenticatedUser): Promise<AdminApplicationDetailDto> {
    return this.commands.execute(new ApproveApplication(id, staff(admin)));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @BodyType<RejectApplicationRequest>()
  reject(@Param('id') id: string, @Body() body: unknown, @CurrentUser() admin: AuthenticatedUser): Promise<AdminApplicationDetailDto> {
    const reason = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
    return this.commands.execute(new RejectApplication(id, reason as string, staff(admin)));
  }
}
