/** What other contexts (accounts' My Accounts, the demo seeder) may ask of cards. */

/** Each account's card for My Accounts: the live card or application, else the latest one. Keyed by account id. */
export class ListAccountCards {
  constructor(readonly accountIds: string[]) {}
}

/** A customer applies for a card (the API's POST /api/debit-cards; the demo seeder). Resolves to the card's id. */
export class ApplyForCard {
  constructor(
    readonly userId: string,
    readonly application: { accountId: string; cardType?: 'standard' | 'premium' | 'platinum'; deliveryAddress?: string | null; pin?: string | null },
  ) {}
}

/** A member of staff acting on cards: written to the audit log with each action. */
export interface StaffMember {
  id: string;
  customerId: string;
}

/**
 * The bank approves (issues the card) or rejects an application with a reason the customer sees.
 * `processedBy` is the member of staff (the action is audited), or null for the demo seeder.
 */
export class ProcessCardApplication {
  constructor(
    readonly cardId: string,
    readonly decision: { approve: true } | { approve: false; reason: string },
    readonly processedBy: StaffMember | null,
  ) {}
}
