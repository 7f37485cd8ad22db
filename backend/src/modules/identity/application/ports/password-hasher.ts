export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  verify(hash: string, secret: string): Promise<boolean>;
  /**
   * A hash of a random secret, made by `hash` like every real one: checking a password for an
   * unknown customer id against it costs what a real check costs, so timing does not tell
   * which ids exist. Nothing matches it.
   */
  dummyHash(): Promise<string>;
}
