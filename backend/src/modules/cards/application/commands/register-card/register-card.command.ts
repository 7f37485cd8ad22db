/** Staff register a card by hand (SPEC 7 POST /api/admin/debit-cards). Resolves to the card's id. */
export class RegisterCard {
  constructor(
    readonly props: { accountId: string; cardNumber: string; cardHolderName: string; expiryMonth: number; expiryYear: number; cvv: string },
    readonly registeredBy: string,
  ) {}
}
