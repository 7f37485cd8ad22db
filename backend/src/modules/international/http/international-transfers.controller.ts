import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  CreateInternationalTransferResponse, ExchangeRateDto, InternationalTransferDto, InternationalTransferPage, SupportedCountryDto,
} from '@bank/contracts/international';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import type { ReceiptDocument } from '../../../shared/documents/receipt.js';
import { sendReceiptPdf } from '../../../shared/documents/receipt-pdf.js';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { ValidationFailed } from '../../../shared/errors/domain-error.js';
import { sendAnswer } from '../../../shared/http/send-answer.js';
import { CreateInternationalTransfer } from '../application/commands/create-international-transfer/create-international-transfer.command.js';
import { GetMyInternationalTransfer, ListMyInternationalTransfers } from '../application/queries/list-my-international-transfers/list-my-international-transfers.handler.js';
import { ListExchangeRates, ListSupportedCountries } from '../application/queries/list-supported-countries/list-supported-countries.handler.js';
import { GetInternationalReceipt } from '../public/international.queries.js';
import { CreateInternationalTransferBody } from './create-international-transfer.request.js';

const IDEMPOTENCY_KEY_REQUIRED = 'An Idempotency-Key header of 1 to 255 letters, digits, - or _ is required';

@ApiTags('international transfers')
@Controller('international-transfers')
@SignedIn()
export class InternationalTransfersController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('countries')
  countries(): Promise<SupportedCountryDto[]> {
    return this.queries.execute(new ListSupportedCountries());
  }

  @Get('rates')
  rates(): Promise<ExchangeRateDto[]> {
    return this.queries.execute(new ListExchangeRates());
  }

  @Get('user')
  mine(@Query() query: CursorQueryParams, @CurrentUser() user: AuthenticatedUser): Promise<InternationalTransferPage> {
    return this.queries.execute(new ListMyInternationalTransfers(user.id, { cursor: query.cursor, limit: query.limit }));
  }

  @Get(':id')
  one(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<InternationalTransferDto> {
    return this.queries.execute(new GetMyInternationalTransfer(user.id, id));
  }

  /** A PDF receipt of one of the customer's own transfers, laid out like a domestic one (issue 28 item 13); anyone else's is 404. */
  @Get(':id/receipt')
  @ApiProduces('application/pdf')
  async receipt(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    await sendReceiptPdf(res, await this.queries.execute<GetInternationalReceipt, ReceiptDocument>(new GetInternationalReceipt(user.id, { transferId: id })));
  }

  /** Money moves: an Idempotency-Key is required, so a retried request can never send twice (DESIGN 3). */
  @Post()
  async create(
    @Body() body: CreateInternationalTransferBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CreateInternationalTransferResponse> {
    if (idempotencyKey === undefined || !/^[\w-]{1,255}$/.test(idempotencyKey)) {
      throw new ValidationFailed(IDEMPOTENCY_KEY_REQUIRED, [{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_REQUIRED }]);
    }
    return sendAnswer(res, await this.commands.execute<CreateInternationalTransfer, { status: number; body: CreateInternationalTransferResponse }>(
      new CreateInternationalTransfer(user.id, body, idempotencyKey)));
  }
}
