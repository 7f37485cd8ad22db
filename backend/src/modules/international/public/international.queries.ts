/** The amount in USD at the stored rate (for limits and reports), as a decimal string. */
export class ConvertToUsd {
  constructor(readonly amount: string, readonly currency: string) {}
}

/** The stored rates: units of USD for one unit of each currency (decimal strings), for reports. */
export class GetUsdRates {}
