import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { SetPaymentStatus } from '../application/commands/administer-payments/set-payment-status.handler.js';
import type { AdminInternationalTransferDto, AdminInternationalTransferPage } from '@bank/contracts/international';
import { ListDomesticPaymentsForAdmin, type AdminDomesticPaymentPage } from '../../payments/public/admin-payment-list.query.js';
import type { AdminTransferView } from '../../payments/public/admin-payments.api.js';
import { ListInternationalTransfersForAdmin, type ExchangeRateChange } from '../../international/public/international-admin.api.js';
import { SetExchangeRate, SetInternationalPaymentStatus } from '../application/commands/administer-payments/administer-international.handlers.js';
import { DomesticPaymentListParams, InternationalPaymentListParams } from './admin-list.params.js';
import { ExchangeRateBody, PaymentStatusBody } from './admin.requests.js';

@ApiTags('admin: payments')
@Controller('admin/payments')
@AdminOnly()
export class AdminPaymentsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('domestic')
  list(@Query() query: DomesticPaymentListParams): Promise<AdminDomesticPaymentPage> {
    return this.queries.execute(new ListDomesticPaymentsForAdmin({ status: query.status, search: query.search }, { cursor: query.cursor, limit: query.limit }));
  }

  @Patch('domestic/:id/status')
  async status(@Param('id') id: string, @Body() body: PaymentStatusBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; payment: AdminTransferView }> {
    const payment = await this.commands.execute(new SetPaymentStatus({ id: admin.id, customerId: admin.customerId }, id, body.status, {
      adminNotes: body.adminNotes || null, creditNote: body.creditNote || null,
    }));
    return { message: 'Status Updated', payment };
  }

  @Get('international')
  listInternational(@Query() query: InternationalPaymentListParams): Promise<AdminInternationalTransferPage> {
    return this.queries.execute(new ListInternationalTransfersForAdmin(
      { status: query.status, country: query.country, search: query.search }, { cursor: query.cursor, limit: query.limit }));
  }

  @Patch('international/:id/status')
  async internationalStatus(@Param('id') id: string, @Body() body: PaymentStatusBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; payment: AdminInternationalTransferDto }> {
    const payment = await this.commands.execute(new SetInternationalPaymentStatus({ id: admin.id, customerId: admin.customerId }, id, body.status, {
      adminNotes: body.adminNotes || null, creditNote: body.creditNote || null,
    }));
    return { message: 'Status Updated', payment };
  }
}

/** Stored exchange rates (the international context's), changed by staff with a reason. */
@ApiTags('admin: exchange rates')
@Controller('admin/exchange-rates')
@AdminOnly()
export class AdminExchangeRatesController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':currency')
  async update(@Param('currency') currency: string, @Body() body: ExchangeRateBody, @CurrentUser() admin: AuthenticatedUser): Promise<{ message: string; rate: ExchangeRateChange['after'] }> {
    const rate = await this.commands.execute(new SetExchangeRate({ id: admin.id, customerId: admin.customerId }, currency.slice(0, 8), { usdRate: body.usdRate, rateDate: body.rateDate }, body.reason));
    return { message: 'Exchange Rate Updated', rate };
  }
}
