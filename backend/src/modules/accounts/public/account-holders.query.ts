/**
 * Customers as accounts knows them (its projection of identity's profiles, kept by
 * CustomerProfileChanged): by user ids, or the one with this customer id (exact). For lists of
 * other contexts that show who sent a payment, or search by customer id, without reading identity.
 * A customer created a moment ago may be missing until the projection catches up.
 */
export class ListAccountHolders {
  constructor(readonly by: { userIds: string[] } | { customerId: string }) {}
}

export interface AccountHolder {
  userId: string;
  customerId: string;
  firstName: string;
  lastName: string;
}
