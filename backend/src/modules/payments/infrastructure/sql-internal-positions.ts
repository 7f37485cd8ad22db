import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import { ReportsInternalPositions, type InternalPosition, type InternalPositionSource } from '../../accounts/public/internal-positions.js';

/**
 * What payments keeps in the bank's internal accounts, by its transactions: clearing holds every
 * transfer whose money is held (created, not yet settled or returned), domestic and international
 * alike; external has given out every deposit and taken in every withdrawal and every settled
 * international transfer (money that left the bank).
 */
@Injectable()
@ReportsInternalPositions('payments: held transfers, deposits and withdrawals', ['clearing', 'external'])
export class SqlInternalPositions implements InternalPositionSource {
  constructor(private readonly em: EntityManager) {}

  positions(): Promise<InternalPosition[]> {
    return sql<InternalPosition>(this.em,
      `select 'clearing' as purpose, currency, sum(amount)::text as amount
       from payments.transactions where type = 'transfer' and money_state = 'held' group by currency
       union all
       select 'external', currency, sum(case type when 'deposit' then -amount else amount end)::text
       from payments.transactions where (type in ('deposit', 'withdrawal') or (type = 'transfer' and channel = 'international')) and money_state = 'settled'
       group by currency`);
  }
}
