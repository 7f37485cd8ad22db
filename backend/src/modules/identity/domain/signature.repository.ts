import type { Signature } from './signature.js';

export interface SignatureRepository {
  exists(userId: string): Promise<boolean>;
  /** Stores the customer's signature, replacing any they had (one per customer). */
  save(signature: Signature): Promise<void>;
  /** Deletes the customer's signature (the bank reset it); whether there was one. */
  removeOf(userId: string): Promise<boolean>;
}
