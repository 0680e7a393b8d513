import { createHash } from 'node:crypto';
import type { Digest } from '@sauti/core/ports/digest';

/** SHA-256 from node:crypto, for reset tokens (stored only as this digest). */
export class Sha256Digest implements Digest {
  sha256Hex(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}
