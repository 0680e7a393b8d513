import type { SetupCode } from '../domain/setup-code.js';

/** The setup codes of a fresh install: one per server start, until an administrator exists. */
export interface SetupCodeRepository {
  add(code: SetupCode): Promise<void>;
  /**
   * Removes the code with this hash and answers it when it had not expired at `now`; null when
   * there is none (or it had expired). Of two concurrent consumers of one code only one gets it.
   */
  consume(codeHash: string, now: Date): Promise<SetupCode | null>;
  /** Removes every code (an administrator exists). */
  clear(): Promise<void>;
}
