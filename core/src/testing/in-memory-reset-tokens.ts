import type { PasswordResetToken } from '../domain/auth.js';
import type { PasswordResetTokenRepository } from '../ports/password-reset-token-repository.js';

/** PasswordResetTokenRepository in memory; `rows` is public so tests can see what is stored. */
export class InMemoryPasswordResetTokenRepository implements PasswordResetTokenRepository {
  readonly rows: PasswordResetToken[] = [];

  async add(token: PasswordResetToken): Promise<void> {
    this.rows.push({ ...token });
  }

  async consume(tokenHash: string, now: Date): Promise<PasswordResetToken | null> {
    const index = this.rows.findIndex((t) => t.tokenHash === tokenHash);
    if (index < 0) return null;
    const [token] = this.rows.splice(index, 1);
    return token && token.expiresAt.getTime() > now.getTime() ? token : null;
  }

  async deleteForUser(userId: string): Promise<void> {
    this.remove((t) => t.userId === userId);
  }

  async purgeExpired(now: Date): Promise<number> {
    return this.remove((t) => t.expiresAt.getTime() <= now.getTime());
  }

  private remove(match: (t: PasswordResetToken) => boolean): number {
    const before = this.rows.length;
    const kept = this.rows.filter((t) => !match(t));
    this.rows.splice(0, this.rows.length, ...kept);
    return before - kept.length;
  }
}
