export class EnableTwoFactor {
  constructor(readonly userId: string) {}
}
