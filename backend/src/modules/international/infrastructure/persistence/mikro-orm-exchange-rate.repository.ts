import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { ExchangeRate } from '../../domain/exchange-rate.js';
import type { ExchangeRateRepository } from '../../domain/exchange-rate.repository.js';

@Injectable()
export class MikroOrmExchangeRateRepository implements ExchangeRateRepository {
  constructor(private readonly em: EntityManager) {}

  /** `for no key update` (MikroORM's lock modes stop at `for update`), mapped onto the class. */
  async lock(currency: string): Promise<ExchangeRate | null> {
    const [row] = await sql<Record<string, unknown>>(this.em, `select * from international.exchange_rates where currency = $1 for no key update`, [currency]);
    return row ? this.em.map(ExchangeRate, row) : null;
  }

  async save(rate: ExchangeRate): Promise<void> {
    await this.em.persist(rate).flush();
  }

  async today(): Promise<string> {
    const [row] = await sql<{ today: string }>(this.em, `select to_char(current_date, 'YYYY-MM-DD') as today`);
    return row.today;
  }
}
