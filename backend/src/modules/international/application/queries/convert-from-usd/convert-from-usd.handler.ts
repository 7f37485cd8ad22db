import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { Money } from '../../../../../shared/money/money.js';
import { ConvertFromUsd } from '../../../public/international.queries.js';

const MICROS = 1_000_000n;

@QueryHandler(ConvertFromUsd)
export class ConvertFromUsdHandler implements IQueryHandler<ConvertFromUsd, string> {
  constructor(private readonly em: EntityManager) {}

  async execute({ amountUsd, currency }: ConvertFromUsd): Promise<string> {
    const usd = Money.parse(amountUsd, 'USD');
    if (currency === 'USD') return usd.toString();
    // usd_rate is USD per unit of `currency` with 6 decimals; read it as an integer count of micro-USD.
    const [row] = await sql<{ micros: string }>(this.em, `select (usd_rate * 1000000)::bigint::text as micros from international.exchange_rates where currency = $1`, [currency]);
    if (!row) throw new Error(`no exchange rate for ${currency}`);
    const rate = BigInt(row.micros);
    const cents = usd.minor;
    const converted = (cents * MICROS * 2n + rate) / (rate * 2n); // half-up division of positive amounts
    return Money.fromMinor(converted, currency).toString();
  }
}
