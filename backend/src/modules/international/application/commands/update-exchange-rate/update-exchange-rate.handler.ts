import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CURRENCIES } from '@bank/contracts/accounts';
import { InternationalMessages as M, isValidRate } from '@bank/contracts/international';
import { sql } from '../../../../../shared/database/sql.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { UpdateExchangeRate, type ExchangeRateChange } from '../../../public/international-admin.api.js';
import { invalidField } from '../../international.errors.js';
import { ConvertToUsdHandler } from '../../queries/convert-to-usd/convert-to-usd.handler.js';

type Rate = ExchangeRateChange['before'];

/**
 * A new stored rate for one currency (staff, audited by the admin context; the `load-fx-rates`
 * job uses the same rules). USD is the unit and stays 1. Transfers already booked keep the rate
 * stored on them; new ones use this one at once.
 */
@CommandHandler(UpdateExchangeRate)
export class UpdateExchangeRateHandler implements ICommandHandler<UpdateExchangeRate, ExchangeRateChange> {
  constructor(private readonly em: EntityManager, private readonly tx: TransactionRunner, private readonly rates: ConvertToUsdHandler) {}

  async execute({ currency, usdRate, rateDate }: UpdateExchangeRate): Promise<ExchangeRateChange> {
    const checked = checkRate({ currency, usdRate, rateDate });
    const change = await this.tx.run(async () => {
      const [before] = await sql<Rate>(this.em,
        `select currency, usd_rate::text as "usdRate", to_char(rate_date, 'YYYY-MM-DD') as "rateDate" from international.exchange_rates where currency = $1 for update`, [checked.currency]);
      if (!before) throw new NotFound(M.RATE_CURRENCY_INVALID);
      const [after] = await sql<Rate>(this.em,
        `update international.exchange_rates set usd_rate = $2::numeric, rate_date = coalesce($3::date, current_date), updated_at = now() where currency = $1
         returning currency, usd_rate::text as "usdRate", to_char(rate_date, 'YYYY-MM-DD') as "rateDate"`,
        [checked.currency, checked.usdRate, checked.rateDate ?? null]);
      return { before, after };
    });
    this.rates.forget(); // this process's conversions (limits, card fees) see it at once; others within their cache time
    return change;
  }
}

/** The rules of a stored rate, for the admin route and the rates file alike. Throws a 400 naming the field. */
export function checkRate(r: { currency: string; usdRate: string; rateDate?: string }): { currency: string; usdRate: string; rateDate?: string } {
  const currency = r.currency.trim().toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) throw invalidField('currency', M.RATE_CURRENCY_INVALID);
  const usdRate = typeof r.usdRate === 'string' ? r.usdRate.trim() : r.usdRate;
  if (!isValidRate(usdRate)) throw invalidField('usdRate', M.RATE_INVALID);
  if (currency === 'USD' && Number(usdRate) !== 1) throw invalidField('usdRate', 'USD is the unit of every rate: its rate is always 1');
  const rateDate = r.rateDate?.trim() || undefined;
  if (rateDate !== undefined && !isCalendarDay(rateDate)) throw invalidField('rateDate', 'rateDate must be a date (YYYY-MM-DD), not in the future');
  return { currency, usdRate, rateDate };
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && day.getTime() <= Date.now();
}
