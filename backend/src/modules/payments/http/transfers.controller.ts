import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import type { TransactionDto } from '@bank/contracts/accounts';
import type { CursorPage } from '@bank/contracts/paging';
import type { DomesticTransferResponse, TransferLimitsDto } from '@bank/contracts/payments';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import type { ReceiptDocument } from '../../../shared/documents/receipt.js';
import { sendReceiptPdf } from '../../../shared/documents/receipt-pdf.js';
import { ValidationFailed } from '../../../shared/errors/domain-error.js';
import { sendAnswer } from '../../../shared/http/send-answer.js';
import { CreateDomesticTransfer } from '../application/commands/create-domestic-transfer/create-domestic-transfer.command.js';
import { LookUpTransferLimits, type LimitsPayee } from '../application/commands/look-up-transfer-limits/look-up-transfer-limits.handler.js';
import { GetReceipt } from '../application/queries/get-receipt/get-receipt.handler.js';
import { ListTransactions } from '../application/queries/list-transactions/list-transactions.handler.js';
import { CreateTransferRequest } from './create-transfer.request.js';
import { TransactionQueryParams } from './transaction-query.params.js';
import { TransferLimitsParams } from './transfer-limits.params.js';

@ApiTags('transfers')
@Controller()
@SignedIn()
export class TransfersController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Post('transfer')
  async transfer(
    @Body() body: CreateTransferRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DomesticTransferResponse> {
    if (idempotencyKey !== undefined && !/^[\w-]{1,255}$/.test(idempotencyKey)) {
      throw new ValidationFailed('Idempotency-Key must be 1 to 255 letters, digits, - or _');
    }
    return sendAnswer(res, await this.commands.execute<CreateDomesticTransfer, { status: number; body: DomesticTransferResponse }>(
      new CreateDomesticTransfer(user.id, body, idempotencyKey)));
  }

  /**
   * What is left of the day's, the month's and the payee's limits, in USD, for an account number
   * (counted as a payee lookup) or, without one, a recipient abroad.
   */
  @Get('transfers/limits')
  @ApiTooManyRequestsResponse({ description: 'Too many payee lookups (ACCOUNTS.LOOKUPS_THROTTLED)' })
  limits(@Query() query: TransferLimitsParams, @CurrentUser() user: AuthenticatedUser): Promise<TransferLimitsDto> {
    const { fromAccountId, toAccountNumber, recipientCountryCode, recipientAccountNumber, recipientIfscCode, recipientBankCode } = query;
    const payee: LimitsPayee = recipientCountryCode === undefined
      ? { toAccountNumber: toAccountNumber! }
      : { recipient: { countryCode: recipientCountryCode, accountNumber: recipientAccountNumber!, ifscOrBic: recipientIfscCode || recipientBankCode || null } };
    return this.commands.execute(new LookUpTransferLimits(user.id, fromAccountId, payee));
  }

  @Get('transactions')
  list(@Query() query: TransactionQueryParams, @CurrentUser() user: AuthenticatedUser): Promise<CursorPage<TransactionDto>> {
    return this.queries.execute(new ListTransactions(user.id, query));
  }

  /** A PDF receipt of one of the customer's own transactions, an international transfer's in its own layout (issue 28 item 13); anyone else's is 404. */
  @Get('transactions/:id/receipt')
  @ApiProduces('application/pdf')
  async receipt(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    await sendReceiptPdf(res, await this.queries.execute<GetReceipt, ReceiptDocument>(new GetReceipt(user.id, id)));
  }
}
