import { Module } from '@nestjs/common';
import { ChangeTransferStatusHandler } from './application/commands/change-transfer-status/change-transfer-status.handler.js';
import { CreateDomesticTransferHandler } from './application/commands/create-domestic-transfer/create-domestic-transfer.handler.js';
import { OpenExternalTransferHandler } from './application/commands/open-external-transfer/open-external-transfer.handler.js';
import { RecordExternalMovementHandler } from './application/commands/record-external-movement/record-external-movement.handler.js';
import { RecordHistoricalTransferHandler } from './application/commands/record-historical-transfer/record-historical-transfer.handler.js';
import { SettleTransfersJob } from './application/jobs/settle-transfers.job.js';
import { ADMINISTER_PAYMENTS_HANDLERS } from './application/queries/administer-payments/administer-payments.handlers.js';
import { ListDomesticPaymentsForAdminHandler } from './application/queries/list-domestic-payments-for-admin/list-domestic-payments-for-admin.handler.js';
import { LookUpTransferLimitsHandler } from './application/commands/look-up-transfer-limits/look-up-transfer-limits.handler.js';
import { GetReceiptHandler } from './application/queries/get-receipt/get-receipt.handler.js';
import { ListTransactionsHandler } from './application/queries/list-transactions/list-transactions.handler.js';
import { TransferStatusChanges } from './application/transfer-status-changes.js';
import { TransfersController } from './http/transfers.controller.js';
import { FundingController } from './http/funding.controller.js';
import { INCOMING_DEPOSIT_HANDLERS } from './application/incoming-deposits/incoming-deposits.handlers.js';
import { SqlIncomingDeposits } from './infrastructure/sql-incoming-deposits.js';
import { MikroOrmTransferRepository } from './infrastructure/persistence/mikro-orm-transfer.repository.js';
import { SqlExternalMovements } from './infrastructure/sql-external-movements.js';
import { SqlInternalPositions } from './infrastructure/sql-internal-positions.js';
import { SqlTransferQueries } from './infrastructure/sql-transfer-queries.js';
import { SqlTransferOpenings } from './infrastructure/transfer-statement/sql-transfer-openings.js';
import { EXTERNAL_MOVEMENTS, INCOMING_DEPOSITS, TRANSFER_OPENINGS, TRANSFER_QUERIES, TRANSFER_REPOSITORY } from './payments.tokens.js';
import { IdempotencyKeys } from '../../shared/idempotency/idempotency-keys.js';

@Module({
  controllers: [TransfersController, FundingController],
  providers: [
    TransferStatusChanges, IdempotencyKeys,
    CreateDomesticTransferHandler, OpenExternalTransferHandler, ChangeTransferStatusHandler, RecordExternalMovementHandler, RecordHistoricalTransferHandler,
    ListTransactionsHandler, GetReceiptHandler, LookUpTransferLimitsHandler, SettleTransfersJob, SqlInternalPositions,
    ...ADMINISTER_PAYMENTS_HANDLERS, ListDomesticPaymentsForAdminHandler, ...INCOMING_DEPOSIT_HANDLERS,
    { provide: INCOMING_DEPOSITS, useClass: SqlIncomingDeposits },
    { provide: TRANSFER_REPOSITORY, useClass: MikroOrmTransferRepository },
    { provide: TRANSFER_OPENINGS, useClass: SqlTransferOpenings },
    { provide: TRANSFER_QUERIES, useClass: SqlTransferQueries },
    { provide: EXTERNAL_MOVEMENTS, useClass: SqlExternalMovements },
  ],
})
export class PaymentsModule {}
