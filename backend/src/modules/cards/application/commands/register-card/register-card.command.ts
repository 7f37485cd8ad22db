import type { StaffMember } from '../../../public/cards.api.js';

/** Staff register a card by hand (SPEC 7 POST /api/admin/debit-cards), audited. Resolves to the card's id. */
export class RegisterCard {
  constructor(
    readonly props: { accountId: string; cardNumber: string; cardHolderName: string; expiryMonth: number; expiryYear: number; cvv: string },
    readonly registeredBy: StaffMember,
  ) {}
}
