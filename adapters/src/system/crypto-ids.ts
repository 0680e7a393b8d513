import { randomBytes, randomUUID } from 'node:crypto';
import type { Ids } from '@sauti/core/ports/ids';

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Identifiers and secrets from the operating system's CSPRNG. */
export class CryptoIds implements Ids {
  newId(): string {
    return randomUUID();
  }

  /** 64 symbols: each byte maps to one symbol without bias (256 is a multiple of 64). */
  newToken(length: number): string {
    const bytes = randomBytes(length);
    let out = '';
    for (const b of bytes) out += URL_SAFE[b % 64];
    return out;
  }
}
