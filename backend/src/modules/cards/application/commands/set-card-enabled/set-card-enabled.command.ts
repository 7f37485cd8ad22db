/** Freeze or unfreeze a card: by its owner (ownerId) or by the bank (ownerId null, by 'admin'). */
export class SetCardEnabled {
  constructor(readonly cardId: string, readonly enable: boolean, readonly actor: { by: 'owner'; userId: string } | { by: 'admin'; userId: string }) {}
}
