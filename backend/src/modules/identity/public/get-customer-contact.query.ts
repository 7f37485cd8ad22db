/**
 * What a letter to the customer needs (a statement's letterhead, an email): their name, postal
 * address and email address; null for an unknown user.
 */
export class GetCustomerContact {
  constructor(readonly userId: string) {}
}

export interface CustomerContact {
  firstName: string;
  lastName: string;
  address: string | null;
  email: string;
}
