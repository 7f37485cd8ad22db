/** Every issued (or declined) card, newest first (staff's Cards tab); one card by id when given. */
export class ListAllCards {
  constructor(readonly cardId: string | null = null, readonly limit = 200) {}
}

/** Applications waiting for the bank, oldest first, then the latest processed ones. */
export class ListCardApplications {
  constructor(readonly limit = 200) {}
}
