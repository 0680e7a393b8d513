import { SETUP_MESSAGES, type SetupRequest } from '../../contract/setup.js';
import { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/user.js';
import type { Digest } from '../../ports/digest.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { SetupCodeRepository } from '../../ports/setup-code-repository.js';
import type { FixedWindowLimit } from '../../rules/login-limits.js';
import { createAccount, EMAIL_TAKEN_MESSAGE, type CreateAccountDeps } from './create-account.js';
import { assertPasswordLength, normaliseEmail, requireWorkEmailDomain } from './credentials.js';
import { assertUnderLimits, countFailure, type LoginCounter } from './login-rate-limit.js';

/** Characters of a setup code: 24 URL-safe characters, 144 random bits, never guessed. */
export const SETUP_CODE_LENGTH = 24;
/** How long a printed code works. A restart prints a new one. */
export const SETUP_CODE_VALID_MS = 24 * 60 * 60 * 1000;
/** Wrong codes from one address: 5 per 15 minutes, then 429 until the window ends. */
export const SETUP_CODE_LIMIT: FixedWindowLimit = { maxAttempts: 5, windowMs: 15 * 60_000 };

const NOT_OPEN = 'Not found';

/**
 * First-run setup (docs/behaviour/platform.md §19). While no administrator exists, each server start
 * issues a one-time code (stored as its digest, printed once in the log); the setup page trades
 * it, with the registration fields, for the administrator's account. Once an administrator exists,
 * by this page, the CLI or ADMIN_EMAIL, every code is gone and the page answers 404 as if it never
 * existed.
 */
export class FirstRunSetup {
  constructor(
    private readonly deps: CreateAccountDeps & {
      setupCodes: SetupCodeRepository;
      rateLimits: RateLimitStore;
      digest: Digest;
      adminEmail: string | null;
    },
  ) {}

  /** True while the installation has no administrator. */
  async isOpen(): Promise<boolean> {
    const { users, adminEmail } = this.deps;
    if (await users.hasPlatformAdmin()) return false;
    return !(adminEmail && (await users.findByEmail(adminEmail)));
  }

  /** A new code for the log, or null (and every old code removed) when an administrator exists. */
  async issueCode(): Promise<{ code: string; expiresAt: Date } | null> {
    if (!(await this.isOpen())) {
      await this.deps.setupCodes.clear();
      return null;
    }
    const code = this.deps.ids.newToken(SETUP_CODE_LENGTH);
    const createdAt = this.deps.clock.now();
    const expiresAt = new Date(createdAt.getTime() + SETUP_CODE_VALID_MS);
    await this.deps.setupCodes.add({ codeHash: this.deps.digest.sha256Hex(code), createdAt, expiresAt });
    return { code, expiresAt };
  }

  /**
   * Creates the administrator, confirmed and a member of its organisation, and uses the code up.
   * Everything that can be wrong with the form is checked before the code is spent; a wrong code
   * counts against the caller's address. Errors: NOT_FOUND (an administrator exists),
   * RATE_LIMITED, VALIDATION_FAILED (wrong code, or not ADMIN_EMAIL), WORK_EMAIL_REQUIRED, ALREADY_EXISTS.
   */
  async complete(request: SetupRequest, addressKey: string | null): Promise<User> {
    if (!(await this.isOpen())) throw new DomainError('NOT_FOUND', NOT_OPEN);
    const { setupCodes, rateLimits, digest, clock, adminEmail, users } = this.deps;
    const now = clock.now();
    const counters: LoginCounter[] = [
      { key: `setup:address:${addressKey ?? 'unknown'}`, limit: SETUP_CODE_LIMIT },
    ];
    await assertUnderLimits(rateLimits, counters, now);
    const email = normaliseEmail(request.email);
    requireWorkEmailDomain(email);
    assertPasswordLength(request.password);
    if (adminEmail && email !== adminEmail.trim().toLowerCase())
      throw new DomainError('VALIDATION_FAILED', SETUP_MESSAGES.adminEmail, {
        issues: [{ path: 'email', message: SETUP_MESSAGES.adminEmail }],
      });
    if (await users.findByEmail(email))
      throw new DomainError('ALREADY_EXISTS', EMAIL_TAKEN_MESSAGE, { field: 'email' });
    const spent = await setupCodes.consume(digest.sha256Hex(request.code.trim()), now);
    if (!spent) {
      await countFailure(rateLimits, counters, now);
      throw new DomainError('VALIDATION_FAILED', SETUP_MESSAGES.wrongCode, {
        issues: [{ path: 'code', message: SETUP_MESSAGES.wrongCode }],
      });
    }
    let admin: User;
    try {
      admin = await createAccount(this.deps, request, { platformAdmin: true });
    } catch (error) {
      await setupCodes.add(spent); // nothing was created: the code still works
      throw error;
    }
    await setupCodes.clear();
    return admin;
  }
}
