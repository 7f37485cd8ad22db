/** What accounts copies of a customer's profile (docs/decisions/account-holders.md). */
export interface HolderProfile {
  userId: string;
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  deleted: boolean;
}

/** Writes the account_holders projection. */
export interface AccountHolderProjection {
  /**
   * Keeps `profile` as the holder's, unless a later profile (an event with a higher id) is
   * already kept: events may arrive late or twice, the newest wins.
   */
  keep(profile: HolderProfile, eventId: string): Promise<void>;
}
