/**
 * A one-time code that lets the operator of a fresh install create its administrator from the
 * browser (docs/behaviour/platform.md §19). Only its SHA-256 is stored; the code itself is
 * printed once, in the server's log.
 */
export interface SetupCode {
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}
