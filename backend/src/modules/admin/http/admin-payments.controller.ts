import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { SetPaymentStatus } from '../application/commands/administer-payments/set-payment-status.handler.js';
import { PaymentStatusBody } from './admin.requests.js';

@ApiTags('admin: payments')
@Controller('admin/payments')
@AdminOnly()
export class AdminPaymentsController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('domestic/:id/status')
  async status(@Param('id') id: string, @Body() body: PaymentStatusBody, @CurrentUser() admin: AuthenticatedUser) {
    const payment = await this.commands.execute(new SetPaymentStatus({ id: admin.id, customerId: admin.customerId }, id, body.status, {
      adminNotes: body.adminNotes || null, creditNote: body.creditNote || null,
    }));
    return { message: 'Status Updated', payment };
  }
}
