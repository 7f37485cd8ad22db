/** The devices a customer has signed in from: a device is the random token of its cookie. */
export interface KnownDevices {
  /**
   * Remembers that the customer signed in from this device now (what it is, when); true when the
   * device was new for this customer. Runs in the sign-in's transaction.
   */
  remember(userId: string, deviceToken: string, description: string, at: Date): Promise<boolean>;
}
