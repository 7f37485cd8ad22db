/** The stored rate of one currency: units of USD for one unit, as decimal text with 6 places, and the day it is for. Plain class: mapped in infrastructure. */
export class ExchangeRate {
  currency!: string;
  usdRate!: string;
  /** YYYY-MM-DD. */
  rateDate!: string;
  updatedAt!: Date;

  /** A new rate (checked by the caller: positive, 6 decimals at most, USD stays 1) for `rateDate`. */
  change(usdRate: string, rateDate: string, at: Date): void {
    Object.assign(this, { usdRate, rateDate, updatedAt: at });
  }
}
