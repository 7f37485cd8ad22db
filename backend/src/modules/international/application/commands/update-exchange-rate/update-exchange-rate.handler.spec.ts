import { InternationalMessages } from '@bank/contracts/international';
import type { Clock } from '../../../../../shared/clock.js';
import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound, ValidationFailed } from '../../../../../shared/errors/domain-error.js';
import { ExchangeRate } from '../../../domain/exchange-rate.js';
import type { ExchangeRateRepository } from '../../../domain/exchange-rate.repository.js';
import { UpdateExchangeRate } from '../../../public/international-admin.api.js';
import type { ConvertToUsdHandler } from '../../queries/convert-to-usd/convert-to-usd.handler.js';
import { UpdateExchangeRateHandler } from './update-exchange-rate.handler.js';

const at = new Date('2026-11-25T09:00:00Z');

/** The handler against an in-memory repository: a rate as the column keeps it, dated, and this process's conversions told. */
function setUp() {
  const gbp = Object.assign(new ExchangeRate(), { currency: 'GBP', usdRate: '1.270000', rateDate: '2026-11-20', updatedAt: new Date(0) });
  const saved: ExchangeRate[] = [];
  let forgotten = 0;
  const rates: ExchangeRateRepository = {
    lock: async (currency) => (currency === 'GBP' ? gbp : null),
    save: async (rate) => { saved.push(rate); },
    today: async () => '2026-11-26',
  };
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  const conversions = { forget: () => { forgotten++; } } as unknown as ConvertToUsdHandler;
  const handler = new UpdateExchangeRateHandler(rates, tx, { now: () => at } as Clock, conversions);
  return { handler, gbp, saved, forgotten: () => forgotten };
}

describe('UpdateExchangeRate', () => {
  it('stores the rate with six decimals for the day given, answers it before and after, and drops this process\'s cached rates', async () => {
    const { handler, gbp, saved, forgotten } = setUp();
    const change = await handler.execute(new UpdateExchangeRate('gbp', ' 1.3 ', '2026-11-24'));
    expect(change).toEqual({
      before: { currency: 'GBP', usdRate: '1.270000', rateDate: '2026-11-20' },
      after: { currency: 'GBP', usdRate: '1.300000', rateDate: '2026-11-24' },
    });
    expect(saved).toEqual([gbp]);
    expect(gbp.updatedAt).toBe(at);
    expect(forgotten()).toBe(1);
  });

  it('dates a rate given without a day with the storage\'s today', async () => {
    const { handler } = setUp();
    expect((await handler.execute(new UpdateExchangeRate('GBP', '1.280000', undefined))).after.rateDate).toBe('2026-11-26');
  });

  it('refuses a bad rate before looking, and a currency the bank keeps no rate for', async () => {
    const { handler, saved } = setUp();
    await expect(handler.execute(new UpdateExchangeRate('GBP', '1.2345678', undefined))).rejects.toThrow(ValidationFailed);
    await expect(handler.execute(new UpdateExchangeRate('USD', '1.1', undefined))).rejects.toThrow('USD is the unit of every rate');
    await expect(handler.execute(new UpdateExchangeRate('CAD', '0.7', undefined))).rejects.toThrow(NotFound);
    expect(saved).toEqual([]);
  });

  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '2026-02-30', '2026-W01', '2565', '2999-01-01'])('refuses the rate date %s (real days from 1900 to today) before looking', async (day) => {
    const { handler, saved } = setUp();
    await expect(handler.execute(new UpdateExchangeRate('GBP', '1.3', day))).rejects.toThrow(InternationalMessages.RATE_DATE_INVALID);
    expect(saved).toEqual([]);
  });

  it('takes the first day of the range', async () => {
    const { handler } = setUp();
    expect((await handler.execute(new UpdateExchangeRate('GBP', '1.3', '1900-01-01'))).after.rateDate).toBe('1900-01-01');
  });
});
