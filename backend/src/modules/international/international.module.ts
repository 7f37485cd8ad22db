import { Module } from '@nestjs/common';
import { ChangeInternationalTransferStatusHandler } from './application/commands/change-international-transfer-status/change-international-transfer-status.handler.js';
import { UpdateExchangeRateHandler } from './application/commands/update-exchange-rate/update-exchange-rate.handler.js';
import { LoadFxRatesJob } from './application/jobs/load-fx-rates.job.js';
import { LoadSanctionsJob } from './application/jobs/load-sanctions.job.js';
import { SettleInternationalJob } from './application/jobs/settle-international.job.js';
import { ListInternationalTransfersForAdminHandler } from './application/queries/list-international-transfers-for-admin/list-international-transfers-for-admin.handler.js';
import { CreateInternationalTransferHandler } from './application/commands/create-international-transfer/create-international-transfer.handler.js';
import { ConvertToUsdHandler, GetUsdRatesHandler } from './application/queries/convert-to-usd/convert-to-usd.handler.js';
import { ConvertFromUsdHandler } from './application/queries/convert-from-usd/convert-from-usd.handler.js';
import { GetMyInternationalTransferHandler, ListMyInternationalTransfersHandler } from './application/queries/list-my-international-transfers/list-my-international-transfers.handler.js';
import { ListExchangeRatesHandler, ListSupportedCountriesHandler } from './application/queries/list-supported-countries/list-supported-countries.handler.js';
import { InternationalTransfersController } from './http/international-transfers.controller.js';
import { SqlInternationalTransferRepository } from './infrastructure/sql-international-transfer.repository.js';
import { RememberedReferenceData } from './infrastructure/sql-reference-data.js';
import { INTERNATIONAL_TRANSFER_REPOSITORY, REFERENCE_DATA } from './international.tokens.js';

/** Supported countries, FX rates, fees, NBFC partners, sanctions screening and international transfers. */
@Module({
  controllers: [InternationalTransfersController],
  providers: [
    ConvertToUsdHandler, GetUsdRatesHandler, ConvertFromUsdHandler,
    CreateInternationalTransferHandler, ChangeInternationalTransferStatusHandler, UpdateExchangeRateHandler,
    ListInternationalTransfersForAdminHandler, SettleInternationalJob, LoadFxRatesJob, LoadSanctionsJob,
    ListSupportedCountriesHandler, ListExchangeRatesHandler, ListMyInternationalTransfersHandler, GetMyInternationalTransferHandler,
    { provide: INTERNATIONAL_TRANSFER_REPOSITORY, useClass: SqlInternationalTransferRepository },
    { provide: REFERENCE_DATA, useClass: RememberedReferenceData },
  ],
})
export class InternationalModule {}
