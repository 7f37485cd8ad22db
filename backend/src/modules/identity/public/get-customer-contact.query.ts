/**
 * What a letter to the customer needs (a statement's letterhead): their name and postal address;
 * null for an unknown user.
 */
export class GetCustomerContact {
  constructor(readonly userId: string) {}
}

export interface CustomerContact {
  firstName: string;
  lastName: string;
  address: string | null;
}
