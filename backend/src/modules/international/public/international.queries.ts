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

/**
 * The receipt of one of the customer's own international transfers, found by the transfer's id or
 * by the transaction that carries it (History lists transactions); answered with a
 * ReceiptDocument (shared/documents/receipt.ts). Another customer's, or none: 404.
 */
export class GetInternationalReceipt {
  constructor(readonly userId: string, readonly by: { transferId: string } | { transactionId: string }) {}
}
