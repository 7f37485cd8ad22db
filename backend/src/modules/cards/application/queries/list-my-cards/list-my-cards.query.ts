/** The customer's cards and applications, newest first; only those of one account when accountId is given. */
export class ListMyCards {
  constructor(readonly userId: string, readonly accountId?: string) {}
}
