import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminStatsDto } from '@bank/contracts/admin';
import { Money } from '../../../../../shared/money/money.js';
import { SumCustomerBalances, type CustomerBalances } from '../../../../accounts/public/admin-accounts.api.js';
import { CountCustomers } from '../../../../identity/public/admin-user.commands.js';
import { GetUsdRates } from '../../../../international/public/international.queries.js';
import { CountTodayTransactions } from '../../../../payments/public/admin-payments.api.js';

export class GetAdminStats {}

/** The four stat cards: customers, open accounts, their balances in USD at the stored rates, today's transactions. */
@QueryHandler(GetAdminStats)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStats, AdminStatsDto> {
  constructor(private readonly queries: QueryBus) {}

  async execute(): Promise<AdminStatsDto> {
    const [totalUsers, balances, todayTransactions] = await Promise.all([
      this.queries.execute<CountCustomers, number>(new CountCustomers()),
      this.queries.execute<SumCustomerBalances, CustomerBalances>(new SumCustomerBalances()),
      this.queries.execute<CountTodayTransactions, number>(new CountTodayTransactions()),
    ]);
    const rates = await this.queries.execute<GetUsdRates, Map<string, string>>(new GetUsdRates());
    // Each currency's total converted once (rounded half-up to the cent), then added up.
    const totalBalance = balances.byCurrency.reduce(
      (sum, b) => sum.plus(Money.fromDb(b.total, b.currency).convert(rates.get(b.currency)!, 'USD')), Money.zero('USD'));
    return { totalUsers, totalAccounts: balances.openAccounts, totalBalance: totalBalance.toString(), todayTransactions };
  }
}
