import type { Ids } from '../../ports/ids.js';

/** A PIN is six digits: easy to key in on any phone, and with the limits on tries (docs/behaviour/platform.md §10) too many to guess. */
export const PIN_LENGTH = 6;

/** How long a PIN resumes its interview: 14 days, the life of a personal invitation link. */
export const PIN_VALID_MS = 14 * 24 * 60 * 60 * 1000;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Six uniformly random digits from the Ids port's URL-safe text: characters beyond the largest
 * multiple of ten in the alphabet (60 of 64) are skipped, so no digit is likelier than another.
 */
export function newPin(ids: Ids): string {
  let pin = '';
  while (pin.length < PIN_LENGTH) {
    for (const ch of ids.newToken(16)) {
      const value = ALPHABET.indexOf(ch);
      if (value >= 0 && value < 60 && pin.length < PIN_LENGTH) pin += String(value % 10);
    }
  }
  return pin;
}
