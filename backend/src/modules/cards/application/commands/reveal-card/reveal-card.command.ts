export class RevealCard {
  constructor(readonly userId: string, readonly cardId: string, readonly password: unknown, readonly ip: string | null) {}
}
