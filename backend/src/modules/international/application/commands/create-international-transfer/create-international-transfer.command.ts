import type { CreateInternationalTransferRequest } from '@bank/contracts/international';

/** A customer sends money abroad (SPEC 5, 7; DESIGN 3–5). Answers the stored response for a replayed Idempotency-Key. */
export class CreateInternationalTransfer {
  constructor(
    readonly userId: string,
    readonly request: CreateInternationalTransferRequest,
    readonly idempotencyKey: string,
  ) {}
}
