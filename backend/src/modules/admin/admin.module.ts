import { Module } from '@nestjs/common';
import { AUDIT_LOG, AUDIT_QUERIES } from './admin.tokens.js';
import { Audited } from './application/audited.js';
import { ADMINISTER_ACCOUNTS_HANDLERS } from './application/commands/administer-accounts/administer-accounts.handlers.js';
import { ADMINISTER_INTERNATIONAL_HANDLERS } from './application/commands/administer-payments/administer-international.handlers.js';
import { SetPaymentStatusHandler } from './application/commands/administer-payments/set-payment-status.handler.js';
import { ADMINISTER_USERS_HANDLERS } from './application/commands/administer-users/administer-users.handlers.js';
import { RecordAuditEntryHandler } from './application/commands/record-audit-entry/record-audit-entry.handler.js';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats/get-admin-stats.handler.js';
import { GetUserSecurityStatusHandler } from './application/queries/get-user-security-status/get-user-security-status.handler.js';
import { ListAuditEntriesHandler } from './application/queries/list-audit-entries/list-audit-entries.handler.js';
import { ListUsersWithAccountsHandler } from './application/queries/list-users-with-accounts/list-users-with-accounts.handler.js';
import { AdminAccountsController } from './http/admin-accounts.controller.js';
import { AdminOverviewController } from './http/admin-overview.controller.js';
import { AdminExchangeRatesController, AdminPaymentsController } from './http/admin-payments.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { AdminDepositsController } from './http/admin-deposits.controller.js';
import { ADMINISTER_DEPOSITS_HANDLERS } from './application/commands/administer-deposits/administer-deposits.handlers.js';
import { MikroOrmAuditLog } from './infrastructure/persistence/mikro-orm-audit-log.js';
import { SqlAuditQueries } from './infrastructure/sql-audit-queries.js';

/** The back office: staff use cases that orchestrate the other contexts, and the audit trail it owns. */
@Module({
  controllers: [AdminOverviewController, AdminUsersController, AdminAccountsController, AdminPaymentsController, AdminExchangeRatesController, AdminDepositsController],
  providers: [
    Audited, RecordAuditEntryHandler,
    ...ADMINISTER_USERS_HANDLERS, ...ADMINISTER_ACCOUNTS_HANDLERS, SetPaymentStatusHandler, ...ADMINISTER_INTERNATIONAL_HANDLERS,
    GetAdminStatsHandler, GetUserSecurityStatusHandler, ListUsersWithAccountsHandler, ListAuditEntriesHandler, ...ADMINISTER_DEPOSITS_HANDLERS,
    { provide: AUDIT_LOG, useClass: MikroOrmAuditLog },
    { provide: AUDIT_QUERIES, useClass: SqlAuditQueries },
  ],
})
export class AdminModule {}
