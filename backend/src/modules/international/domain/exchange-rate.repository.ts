import type { ExchangeRate } from './exchange-rate.js';

/** Exchange rates' port; every method joins the caller's transaction. */
export interface ExchangeRateRepository {
  /** The currency's rate, locked; null when the bank keeps none for it. */
  lock(currency: string): Promise<ExchangeRate | null>;
  save(rate: ExchangeRate): Promise<void>;
  /** The day a rate given without one is for: the database's calendar date, as it has always dated rates. */
  today(): Promise<string>;
}
