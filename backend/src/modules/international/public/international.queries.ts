/** The amount in USD at the stored rate (for limits and reports), as a decimal string. */
export class ConvertToUsd {
  constructor(readonly amount: string, readonly currency: string) {}
}

/** The stored rates: units of USD for one unit of each currency (decimal strings), for reports. */
export class GetUsdRates {}

/** A USD price in `currency` at the stored rate, rounded half-up to the cent (card fees), as a decimal string. */
export class ConvertFromUsd {
  constructor(readonly amountUsd: string, readonly currency: string) {}
}
