import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ReconcileLedgerJob } from './application/jobs/reconcile-ledger.job.js';
import { MoveMoneyHandler } from './application/commands/move-money/move-money.handler.js';
import { CountPayeeLookupHandler } from './application/commands/count-payee-lookup/count-payee-lookup.handler.js';
import { LookUpPayeeHandler } from './application/commands/look-up-payee/look-up-payee.handler.js';
import { OpenAccountHandler } from './application/commands/open-account/open-account.handler.js';
import { ADMINISTER_ACCOUNT_HANDLERS } from './application/commands/administer-account/administer-account.handlers.js';
import { KeepAccountHolder } from './application/event-handlers/keep-account-holder.handler.js';
import { FindAccountHandler } from './application/queries/find-account/find-account.handler.js';
import { IdentifyAccountsHandler } from './application/queries/identify-accounts/identify-accounts.handler.js';
import { GetStatementHandler } from './application/queries/get-statement/get-statement.handler.js';
import { StreamStatementHandler } from './application/queries/stream-statement/stream-statement.handler.js';
import { ListMyAccountsHandler } from './application/queries/list-my-accounts/list-my-accounts.handler.js';
import { ListAccountsForAdminHandler } from './application/queries/list-accounts-for-admin/list-accounts-for-admin.handler.js';
import { ListAccountHoldersHandler } from './application/queries/list-account-holders/list-account-holders.handler.js';
import { StatementReader } from './application/statement-reader.js';
import { AccountsController } from './http/accounts.controller.js';
import { StatementsController } from './http/statements.controller.js';
import {
  ACCOUNT_HOLDER_PROJECTION, ACCOUNT_QUERIES, ACCOUNT_REPOSITORY, LEDGER, LEDGER_CHECKS, PAYEE_LOOKUP_COUNTER, STATEMENTS,
} from './accounts.tokens.js';
import { MikroOrmAccountRepository } from './infrastructure/persistence/mikro-orm-account.repository.js';
import { SqlLedger } from './infrastructure/persistence/sql-ledger.js';
import { SqlAccountQueries } from './infrastructure/sql-account-queries.js';
import { SqlAccountHolderProjection } from './infrastructure/sql-account-holder-projection.js';
import { SqlPayeeLookupCounter } from './infrastructure/sql-payee-lookup-counter.js';
import { SqlStatementSource } from './infrastructure/sql-statement-source.js';
import { SqlLedgerChecks } from './infrastructure/sql-ledger-checks.js';
import { LedgerStatementPartsModule } from './infrastructure/statement-parts/sql-ledger-statement-parts.js';

@Module({
  imports: [DiscoveryModule, LedgerStatementPartsModule],
  controllers: [AccountsController, StatementsController],
  providers: [
    MoveMoneyHandler, OpenAccountHandler, LookUpPayeeHandler, CountPayeeLookupHandler, FindAccountHandler, IdentifyAccountsHandler, ListMyAccountsHandler,
    GetStatementHandler, StreamStatementHandler, StatementReader, ListAccountHoldersHandler, KeepAccountHolder,
    ReconcileLedgerJob,
    ...ADMINISTER_ACCOUNT_HANDLERS, ListAccountsForAdminHandler,
    { provide: ACCOUNT_REPOSITORY, useClass: MikroOrmAccountRepository },
    { provide: LEDGER, useClass: SqlLedger },
    { provide: ACCOUNT_QUERIES, useClass: SqlAccountQueries },
    { provide: ACCOUNT_HOLDER_PROJECTION, useClass: SqlAccountHolderProjection },
    { provide: PAYEE_LOOKUP_COUNTER, useClass: SqlPayeeLookupCounter },
    { provide: STATEMENTS, useClass: SqlStatementSource },
    { provide: LEDGER_CHECKS, useClass: SqlLedgerChecks },
  ],
})
export class AccountsModule {}
