/** A country the bank sends to, as the rules read it (amounts and percentages as decimal text). */
export interface Country {
  id: string;
  countryCode: string;
  countryName: string;
  supportType: 'offshore' | 'proxy' | 'nbfc' | 'direct';
  category: string;
  isActive: boolean;
  transferFeePercentage: string;
  minimumAmount: string;
  maximumAmount: string | null;
  processingTimeHours: number;
  requiredDocuments: string[];
  proxyNetwork: string | null;
  nbfcPartner: string | null;
  iban: { prefix: string; length: number } | null;
}

export interface NbfcPartner {
  code: string;
  name: string;
  feePercentage: string;
  minHours: number;
  maxHours: number;
  perTransactionLimit: string;
  isActive: boolean;
}

/** Everything a new transfer is decided on, as of one version of the reference data. */
export interface TransferTerms {
  /**
   * Which version of countries, partners, rates and sanctions list these come from: the opening
   * statement refuses the transfer when the stored version has moved on since.
   */
  version: string;
  /** Null when the country is unknown. */
  country: Country | null;
  /** The partner asked for, when it serves this country; null otherwise. */
  partner: NbfcPartner | null;
  /** Units of USD per unit, for the currencies asked for that have a rate. */
  usdRates: Record<string, string>;
  /** The sanctions list entry the recipient's name matches, or null. */
  sanctionsMatch: string | null;
}

export interface ReferenceData {
  /** From this process's copy, or `fresh`ly read (which also renews the copy). */
  terms(
    query: { countryCode: string; partnerCode: string | null; currencies: string[]; recipientScreeningKey: string },
    fresh: boolean,
  ): Promise<TransferTerms>;
  /** Whether `version` is still the stored version (one small read). */
  isCurrent(version: string): Promise<boolean>;
}
