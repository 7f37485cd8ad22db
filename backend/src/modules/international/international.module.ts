import { Module } from '@nestjs/common';
import { ChangeInternationalTransferStatusHandler } from './application/commands/change-international-transfer-status/change-international-transfer-status.handler.js';
import { CreateInternationalTransferHandler } from './application/commands/create-international-transfer/create-international-transfer.handler.js';
import { UpdateExchangeRateHandler } from './application/commands/update-exchange-rate/update-exchange-rate.handler.js';
import { LoadFxRatesJob } from './application/jobs/load-fx-rates.job.js';
import { LoadSanctionsJob } from './application/jobs/load-sanctions.job.js';
import { SettleInternationalJob } from './application/jobs/settle-international.job.js';
import { ConvertFromUsdHandler } from './application/queries/convert-from-usd/convert-from-usd.handler.js';
import { ConvertToUsdHandler, GetUsdRatesHandler } from './application/queries/convert-to-usd/convert-to-usd.handler.js';
import { GetInternationalReceiptHandler } from './application/queries/get-international-receipt/get-international-receipt.handler.js';
import { ListInternationalTransfersForAdminHandler } from './application/queries/list-international-transfers-for-admin/list-international-transfers-for-admin.handler.js';
import { GetMyInternationalTransferHandler, ListMyInternationalTransfersHandler } from './application/queries/list-my-international-transfers/list-my-international-transfers.handler.js';
import { ListExchangeRatesHandler, ListSupportedCountriesHandler } from './application/queries/list-supported-countries/list-supported-countries.handler.js';
import { InternationalTransfersController } from './http/international-transfers.controller.js';
import { MikroOrmExchangeRateRepository } from './infrastructure/persistence/mikro-orm-exchange-rate.repository.js';
import { MikroOrmInternationalTransferRepository } from './infrastructure/persistence/mikro-orm-international-transfer.repository.js';
import { SqlSanctionsList } from './infrastructure/persistence/sql-sanctions-list.js';
import { SqlInternationalQueries } from './infrastructure/sql-international-queries.js';
import { SqlInternationalTransferOpening } from './infrastructure/transfer-opening/sql-international-transfer-opening.js';
import { RememberedReferenceData } from './infrastructure/sql-reference-data.js';
import {
  EXCHANGE_RATE_REPOSITORY, INTERNATIONAL_QUERIES, INTERNATIONAL_TRANSFER_OPENING, INTERNATIONAL_TRANSFER_REPOSITORY, REFERENCE_DATA, SANCTIONS_LIST,
} from './international.tokens.js';

/** Supported countries, FX rates, fees, NBFC partners, sanctions screening and international transfers. */
@Module({
  controllers: [InternationalTransfersController],
  providers: [
    ConvertToUsdHandler, GetUsdRatesHandler, ConvertFromUsdHandler,
    CreateInternationalTransferHandler, ChangeInternationalTransferStatusHandler, UpdateExchangeRateHandler,
    ListInternationalTransfersForAdminHandler, SettleInternationalJob, LoadFxRatesJob, LoadSanctionsJob,
    ListSupportedCountriesHandler, ListExchangeRatesHandler, ListMyInternationalTransfersHandler, GetMyInternationalTransferHandler, GetInternationalReceiptHandler,
    { provide: INTERNATIONAL_TRANSFER_REPOSITORY, useClass: MikroOrmInternationalTransferRepository },
    { provide: INTERNATIONAL_TRANSFER_OPENING, useClass: SqlInternationalTransferOpening },
    { provide: EXCHANGE_RATE_REPOSITORY, useClass: MikroOrmExchangeRateRepository },
    { provide: SANCTIONS_LIST, useClass: SqlSanctionsList },
    { provide: REFERENCE_DATA, useClass: RememberedReferenceData },
    { provide: INTERNATIONAL_QUERIES, useClass: SqlInternationalQueries },
  ],
})
export class InternationalModule {}
