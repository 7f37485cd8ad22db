import { Module } from '@nestjs/common';
import { CancelCardsOfClosedAccount } from './application/event-handlers/cancel-cards-of-closed-account.handler.js';
import { Argon2Hasher } from '../../shared/security/argon2-hasher.js';
import { AddCardToWalletHandler } from './application/commands/add-card-to-wallet/add-card-to-wallet.handler.js';
import { ApplyForCardHandler } from './application/commands/apply-for-card/apply-for-card.handler.js';
import { ChargeCardFeeHandler } from './application/commands/charge-card-fee/charge-card-fee.handler.js';
import { CollectOwedCardFeeHandler } from './application/commands/collect-owed-card-fee/collect-owed-card-fee.handler.js';
import { ProcessCardApplicationHandler } from './application/commands/process-card-application/process-card-application.handler.js';
import { RevealCardHandler } from './application/commands/reveal-card/reveal-card.handler.js';
import { SetCardEnabledHandler } from './application/commands/set-card-enabled/set-card-enabled.handler.js';
import { ChargeCardFeesJob } from './application/jobs/charge-card-fees.job.js';
import { ResealCardSecretsJob, SealCardNumbersJob } from './application/jobs/seal-card-numbers.job.js';
import { ListAccountCardsHandler } from './application/queries/list-account-cards/list-account-cards.handler.js';
import { ListMyCardsHandler } from './application/queries/list-my-cards/list-my-cards.handler.js';
import { CARD_FEE_REPOSITORY, CARD_QUERIES, CARD_SECRETS, DEBIT_CARD_REPOSITORY, PIN_HASHER } from './cards.tokens.js';
import { CardsController } from './http/cards.controller.js';
import { AdminCardsController } from './http/admin-cards.controller.js';
import { ShowCardNumberHandler } from './application/commands/show-card-number/show-card-number.handler.js';
import { RegisterCardHandler } from './application/commands/register-card/register-card.handler.js';
import { GetAdminCardHandler, ListAllCardsHandler, ListCardApplicationsHandler } from './application/queries/admin-lists/admin-card-lists.handler.js';
import { AesGcmCardSecrets } from './infrastructure/aes-gcm-card-secrets.js';
import { MikroOrmCardFeeRepository } from './infrastructure/persistence/mikro-orm-card-fee.repository.js';
import { MikroOrmDebitCardRepository } from './infrastructure/persistence/mikro-orm-debit-card.repository.js';
import { SqlCardQueries } from './infrastructure/sql-card-queries.js';

/** Debit cards: applications, issue, freeze, reveal, wallets and monthly fees. */
@Module({
  controllers: [CardsController, AdminCardsController],
  providers: [
    ApplyForCardHandler, ProcessCardApplicationHandler, SetCardEnabledHandler, AddCardToWalletHandler, RevealCardHandler, ChargeCardFeeHandler, CollectOwedCardFeeHandler,
    RegisterCardHandler, ShowCardNumberHandler,
    ListMyCardsHandler, ListAccountCardsHandler, ListAllCardsHandler, GetAdminCardHandler, ListCardApplicationsHandler,
    ChargeCardFeesJob, SealCardNumbersJob, ResealCardSecretsJob, CancelCardsOfClosedAccount,
    { provide: DEBIT_CARD_REPOSITORY, useClass: MikroOrmDebitCardRepository },
    { provide: CARD_FEE_REPOSITORY, useClass: MikroOrmCardFeeRepository },
    { provide: CARD_QUERIES, useClass: SqlCardQueries },
    { provide: CARD_SECRETS, useClass: AesGcmCardSecrets },
    { provide: PIN_HASHER, useClass: Argon2Hasher },
  ],
})
export class CardsModule {}
