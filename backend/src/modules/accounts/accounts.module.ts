import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ReconcileLedgerJob } from './application/jobs/reconcile-ledger.job.js';
import { MoveMoneyHandler } from './application/commands/move-money/move-money.handler.js';
import { CountPayeeLookupHandler } from './application/commands/count-payee-lookup/count-payee-lookup.handler.js';
import { LookUpPayeeHandler } from './application/commands/look-up-payee/look-up-payee.handler.js';
import { OpenAccountHandler } from './application/commands/open-account/open-account.handler.js';
import { FindAccountHandler } from './application/queries/find-account/find-account.handler.js';
import { IdentifyAccountsHandler } from './application/queries/identify-accounts/identify-accounts.handler.js';
import { GetStatementHandler } from './application/queries/get-statement/get-statement.handler.js';
import { StreamStatementHandler } from './application/queries/stream-statement/stream-statement.handler.js';
import { StatementReader } from './application/statement-reader.js';
import { ListMyAccountsHandler } from './application/queries/list-my-accounts/list-my-accounts.handler.js';
import { AccountsController } from './http/accounts.controller.js';
import { StatementsController } from './http/statements.controller.js';
import { LEDGER } from './accounts.tokens.js';
import { SqlLedger } from './infrastructure/sql-ledger.js';
import { ADMINISTER_ACCOUNT_HANDLERS } from './application/commands/administer-account/administer-account.handlers.js';
import { ListAccountsForAdminHandler } from './application/queries/list-accounts-for-admin/list-accounts-for-admin.handler.js';

@Module({
  imports: [DiscoveryModule],
  controllers: [AccountsController, StatementsController],
  providers: [
    MoveMoneyHandler, OpenAccountHandler, LookUpPayeeHandler, CountPayeeLookupHandler, FindAccountHandler, IdentifyAccountsHandler, ListMyAccountsHandler,
    GetStatementHandler, StreamStatementHandler, StatementReader,
    ReconcileLedgerJob,
    ...ADMINISTER_ACCOUNT_HANDLERS, ListAccountsForAdminHandler,
    { provide: LEDGER, useClass: SqlLedger },
  ],
})
export class AccountsModule {}
