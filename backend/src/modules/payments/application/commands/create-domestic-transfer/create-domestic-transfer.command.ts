export class CreateDomesticTransfer {
  constructor(
    readonly userId: string,
    readonly request: { fromAccountId: string; toAccountNumber: string; amount: string | number; description: string; authorizationToken?: string },
    readonly idempotencyKey: string | undefined,
  ) {}
}
