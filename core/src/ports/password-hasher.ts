/**
 * Turns passwords into slow, salted hashes and checks them. The hash string carries its own
 * parameters, so stored hashes stay verifiable when the cost is raised.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False (never an error) for a wrong password or a malformed hash. */
  verify(password: string, hash: string): Promise<boolean>;
}
