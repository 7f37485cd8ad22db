import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { SetPaymentStatus } from '../application/commands/administer-payments/set-payment-status.handler.js';
import { ListDomesticPaymentsForAdmin } from '../../payments/public/admin-payment-list.query.js';
import { DomesticPaymentListParams } from './admin-list.params.js';
import { PaymentStatusBody } from './admin.requests.js';

@ApiTags('admin: payments')
@Controller('admin/payments')
@AdminOnly()
export class AdminPaymentsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('domestic')
  list(@Query() query: DomesticPaymentListParams) {
    return this.queries.execute(new ListDomesticPaymentsForAdmin({ status: query.status, search: query.search }, { cursor: query.cursor, limit: query.limit }));
  }

  @Patch('domestic/:id/status')
  async status(@Param('id') id: string, @Body() body: PaymentStatusBody, @CurrentUser() admin: AuthenticatedUser) {
    const payment = await this.commands.execute(new SetPaymentStatus({ id: admin.id, customerId: admin.customerId }, id, body.status, {
      adminNotes: body.adminNotes || null, creditNote: body.creditNote || null,
    }));
    return { message: 'Status Updated', payment };
  }
}
