import type { Ids } from '../../ports/ids.js';
import { PHRASE_ONES, PHRASE_TENS, PHRASE_WORD_COUNT, PHRASE_WORDS } from '../../rules/phrase-words.js';

/** A phrase to read on camera and the two-digit number spoken at its end (stored as verificationCode). */
export interface VerificationPhrase {
  phrase: string;
  code: string;
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Two URL-safe characters carry 12 random bits: 4096 values per draw. */
const DRAW_RANGE = URL_SAFE.length * URL_SAFE.length;

/**
 * Uniform random integers below a bound, drawn from the Ids port's random text (core has no
 * random source of its own). Rejection sampling keeps every value equally likely.
 */
export class RandomDraws {
  private pool = '';

  constructor(private readonly ids: Ids) {}

  /** A uniformly random integer in [0, bound), bound between 1 and 4096. */
  below(bound: number): number {
    const accepted = DRAW_RANGE - (DRAW_RANGE % bound);
    for (;;) {
      if (this.pool.length < 2) this.pool += this.ids.newToken(32);
      const value = URL_SAFE.indexOf(this.pool[0]!) * URL_SAFE.length + URL_SAFE.indexOf(this.pool[1]!);
      this.pool = this.pool.slice(2);
      if (value >= 0 && value < accepted) return value % bound;
    }
  }
}

/**
 * A new random phrase: PHRASE_WORD_COUNT different words from PHRASE_WORDS, then a two-digit
 * number spelled out ('green table music water sixty four', code '64').
 */
export function randomVerificationPhrase(ids: Ids): VerificationPhrase {
  const draws = new RandomDraws(ids);
  const remaining = [...PHRASE_WORDS];
  const words: string[] = [];
  for (let i = 0; i < PHRASE_WORD_COUNT; i++)
    words.push(remaining.splice(draws.below(remaining.length), 1)[0]!);
  const [tensWord, tensDigit] = PHRASE_TENS[draws.below(PHRASE_TENS.length)]!;
  const [onesWord, onesDigit] = PHRASE_ONES[draws.below(PHRASE_ONES.length)]!;
  return { phrase: [...words, tensWord, onesWord].join(' '), code: `${tensDigit}${onesDigit}` };
}
