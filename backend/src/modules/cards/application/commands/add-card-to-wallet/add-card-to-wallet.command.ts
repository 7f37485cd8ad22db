export class AddCardToWallet {
  constructor(readonly userId: string, readonly cardId: string, readonly walletType: 'apple' | 'google') {}
}
