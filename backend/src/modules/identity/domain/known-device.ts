import { createHash } from 'node:crypto';

/**
 * A device a customer has signed in from: the random token of its cookie, kept only as its
 * SHA-256, with what the customer calls it and when it was first and last seen.
 */
export class KnownDevice {
  userId!: string;
  tokenHash!: Buffer;
  description!: string;
  firstSeenAt!: Date;
  lastSeenAt!: Date;

  static hashOf(deviceToken: string): Buffer {
    return createHash('sha256').update(deviceToken).digest();
  }

  /** The device of this sign-in, as first seen now (the repository tells whether it was new). */
  static seen(props: { userId: string; deviceToken: string; description: string }, at: Date): KnownDevice {
    const tokenHash = KnownDevice.hashOf(props.deviceToken);
    return Object.assign(new KnownDevice(), { userId: props.userId, tokenHash, description: props.description, firstSeenAt: at, lastSeenAt: at });
  }
}

export interface KnownDeviceRepository {
  /**
   * Remembers the device (its description and when it was last seen), in the sign-in's
   * transaction; true when it was new for this customer. Two sign-ins at once from a new device
   * agree on which one was first.
   */
  remember(device: KnownDevice): Promise<boolean>;
  /** Whether this browser's token signed in to this customer before (and was seen since the cookie's life). */
  isKnown(userId: string, deviceToken: string): Promise<boolean>;
  /** Forgets devices unseen since `before` (their cookie has expired, so they can never be recognised); how many. */
  forgetUnseenSince(before: Date): Promise<number>;
}
