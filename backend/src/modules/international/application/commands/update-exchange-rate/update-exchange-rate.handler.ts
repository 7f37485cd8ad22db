import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CURRENCIES } from '@bank/contracts/accounts';
import { InternationalMessages as M, isValidRate, rateToMicros } from '@bank/contracts/international';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import { isCalendarDate } from '../../../../../shared/http/request-params.js';
import type { ExchangeRate } from '../../../domain/exchange-rate.js';
import type { ExchangeRateRepository } from '../../../domain/exchange-rate.repository.js';
import { EXCHANGE_RATE_REPOSITORY } from '../../../international.tokens.js';
import { UpdateExchangeRate, type ExchangeRateChange } from '../../../public/international-admin.api.js';
import { invalidField } from '../../international.errors.js';
import { ConvertToUsdHandler } from '../../queries/convert-to-usd/convert-to-usd.handler.js';

const view = (r: ExchangeRate): ExchangeRateChange['before'] => ({ currency: r.currency, usdRate: r.usdRate, rateDate: r.rateDate });

/**
 * A new stored rate for one currency (staff, audited by the admin context; the `load-fx-rates`
 * job uses the same rules). USD is the unit and stays 1. Transfers already booked keep the rate
 * stored on them; new ones use this one at once.
 */
@CommandHandler(UpdateExchangeRate)
export class UpdateExchangeRateHandler implements ICommandHandler<UpdateExchangeRate, ExchangeRateChange> {
  constructor(
    @Inject(EXCHANGE_RATE_REPOSITORY) private readonly rates: ExchangeRateRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly conversions: ConvertToUsdHandler,
  ) {}

  async execute({ currency, usdRate, rateDate }: UpdateExchangeRate): Promise<ExchangeRateChange> {
    const checked = checkRate({ currency, usdRate, rateDate });
    const change = await this.tx.run(async () => {
      const rate = await this.rates.lock(checked.currency);
      if (!rate) throw new NotFound(M.RATE_CURRENCY_INVALID);
      const before = view(rate);
      rate.change(sixDecimals(checked.usdRate), checked.rateDate ?? await this.rates.today(), this.clock.now());
      await this.rates.save(rate);
      return { before, after: view(rate) };
    });
    this.conversions.forget(); // this process's conversions (limits, card fees) see it at once; others within their cache time
    return change;
  }
}

/** A checked rate as the column keeps it (numeric(10,6)): '1.09' is '1.090000'. */
function sixDecimals(rate: string): string {
  const micros = rateToMicros(rate);
  return `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;
}

/** The rules of a stored rate, for the admin route and the rates file alike. Throws a 400 naming the field. */
export function checkRate(r: { currency: string; usdRate: string; rateDate?: string }): { currency: string; usdRate: string; rateDate?: string } {
  const currency = r.currency.trim().toUpperCase();
  if (!(CURRENCIES as readonly string[]).includes(currency)) throw invalidField('currency', M.RATE_CURRENCY_INVALID);
  const usdRate = typeof r.usdRate === 'string' ? r.usdRate.trim() : r.usdRate;
  if (!isValidRate(usdRate)) throw invalidField('usdRate', M.RATE_INVALID);
  if (currency === 'USD' && Number(usdRate) !== 1) throw invalidField('usdRate', 'USD is the unit of every rate: its rate is always 1');
  const rateDate = r.rateDate?.trim() || undefined;
  if (rateDate !== undefined && !isPastBankDay(rateDate)) throw invalidField('rateDate', M.RATE_DATE_INVALID);
  return { currency, usdRate, rateDate };
}

/** A real day in the API's range (from 1900, which PostgreSQL also stores as written) that has begun. */
function isPastBankDay(value: string): boolean {
  return isCalendarDate(value) && Date.parse(`${value}T00:00:00Z`) <= Date.now();
}
