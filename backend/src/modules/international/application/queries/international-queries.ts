import type {
  AdminInternationalTransferDto, AdminInternationalTransferQuery, ExchangeRateDto, InternationalTransferDto, InternationalTransferPage,
  InternationalTransferQuery, SupportedCountryDto,
} from '@bank/contracts/international';
import type { CursorPage } from '@bank/contracts/paging';
import type { AdminTransferFilter } from '../../public/international-admin.api.js';

/** A transfer as staff see it, before the customer's id and name (accounts' copy of identity's profiles) are added. */
export type StaffTransferView = Omit<AdminInternationalTransferDto, 'customerId' | 'customerName'>;

/** The reads of the international context, straight into the API's shapes; implemented in infrastructure/ over the international schema only. */
export interface InternationalQueries {
  /** The customer's own transfers, newest first, keyset-paged. */
  myTransfers(userId: string, page: InternationalTransferQuery): Promise<InternationalTransferPage>;
  /** One of the customer's own transfers; null for another customer's or none. */
  myTransfer(userId: string, transferId: string): Promise<InternationalTransferDto | null>;
  /** One of the customer's own transfers, by its id or its transaction's, with its NBFC partner's name; null for another customer's or none. */
  myReceipt(userId: string, by: { transferId: string } | { transactionId: string }): Promise<{ transfer: InternationalTransferDto; partnerName: string | null } | null>;
  /**
   * The back office's list: compliance hits waiting for a person first, then newest; by status, country
   * and a search (a reference number, or the customer `customerUserId` is: the user the term names as a
   * customer id, null when it names none).
   */
  forAdmin(filter: AdminTransferFilter & { customerUserId: string | null }, page: Pick<AdminInternationalTransferQuery, 'cursor' | 'limit'>): Promise<CursorPage<StaffTransferView>>;
  /** One transfer as the back office sees it; null when there is none. */
  oneForAdmin(transferId: string): Promise<StaffTransferView | null>;
  /** The active countries with their active partners, by name. */
  supportedCountries(): Promise<SupportedCountryDto[]>;
  /** Every stored rate with its date, by currency. */
  exchangeRates(): Promise<ExchangeRateDto[]>;
  /** Units of USD for one unit of each currency, as decimal text. */
  usdRates(): Promise<Map<string, string>>;
}
