import { Module } from '@nestjs/common';
import { ChangeTransferStatusHandler } from './application/commands/change-transfer-status/change-transfer-status.handler.js';
import { CreateDomesticTransferHandler } from './application/commands/create-domestic-transfer/create-domestic-transfer.handler.js';
import { OpenExternalTransferHandler } from './application/commands/open-external-transfer/open-external-transfer.handler.js';
import { RecordExternalMovementHandler } from './application/commands/record-external-movement/record-external-movement.handler.js';
import { RecordHistoricalTransferHandler } from './application/commands/record-historical-transfer/record-historical-transfer.handler.js';
import { SettleTransfersJob } from './application/jobs/settle-transfers.job.js';
import { ListTransactionsHandler } from './application/queries/list-transactions/list-transactions.handler.js';
import { TransferBooking } from './application/transfer-booking.js';
import { TransfersController } from './http/transfers.controller.js';
import { SqlInternalPositions } from './infrastructure/sql-internal-positions.js';
import { SqlTransactionBook } from './infrastructure/sql-transaction-book.js';
import { TRANSACTION_BOOK } from './payments.tokens.js';
import { ADMINISTER_PAYMENTS_HANDLERS } from './application/queries/administer-payments/administer-payments.handlers.js';
import { ListDomesticPaymentsForAdminHandler } from './application/queries/list-domestic-payments-for-admin/list-domestic-payments-for-admin.handler.js';

@Module({
  controllers: [TransfersController],
  providers: [
    TransferBooking,
    CreateDomesticTransferHandler, OpenExternalTransferHandler, ChangeTransferStatusHandler, RecordExternalMovementHandler, RecordHistoricalTransferHandler,
    ListTransactionsHandler, SettleTransfersJob, SqlInternalPositions,
    ...ADMINISTER_PAYMENTS_HANDLERS, ListDomesticPaymentsForAdminHandler,
    { provide: TRANSACTION_BOOK, useClass: SqlTransactionBook },
  ],
})
export class PaymentsModule {}
