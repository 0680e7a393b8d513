import type { SetupCode } from '../domain/setup-code.js';
import type { SetupCodeRepository } from '../ports/setup-code-repository.js';

/** SetupCodeRepository in memory. */
export class InMemorySetupCodes implements SetupCodeRepository {
  readonly codes = new Map<string, SetupCode>();

  async add(code: SetupCode): Promise<void> {
    this.codes.set(code.codeHash, { ...code });
  }

  async consume(codeHash: string, now: Date): Promise<SetupCode | null> {
    const code = this.codes.get(codeHash);
    if (!code) return null;
    this.codes.delete(codeHash);
    return code.expiresAt > now ? { ...code } : null;
  }

  async clear(): Promise<void> {
    this.codes.clear();
  }
}
