/**
 * Words of the identity-check phrase (docs/behaviour/interview.md §5.5): common and easy to pronounce, and kept
 * because the offline recogniser (pocketsphinx 0.8, en-US model) returned them exactly when
 * flite's `slt` voice read random phrases through a WebM/Opus video. Of 113 common words tried,
 * those it often turned into others ('travel' → 'channel', 'computer' → 'can get her', 'paper'
 * → 'paid her', 'white', 'water', 'ocean'…) were dropped over three rounds of measurement.
 */
export const PHRASE_WORDS: readonly string[] = [
  'breakfast',
  'country',
  'evening',
  'family',
  'father',
  'friend',
  'green',
  'hospital',
  'island',
  'little',
  'machine',
  'market',
  'money',
  'silver',
  'sister',
  'sunshine',
  'today',
  'tomorrow',
  'yellow',
];

/** Tens of the spoken two-digit number, with their digit ('eighty' was often misheard). */
export const PHRASE_TENS: readonly (readonly [word: string, digit: string])[] = [
  ['twenty', '2'],
  ['thirty', '3'],
  ['forty', '4'],
  ['fifty', '5'],
  ['sixty', '6'],
  ['seventy', '7'],
  ['ninety', '9'],
];
/** Ones of the spoken number (never zero, so it is always two words; 'two' was often misheard). */
export const PHRASE_ONES: readonly (readonly [word: string, digit: string])[] = [
  ['one', '1'],
  ['three', '3'],
  ['four', '4'],
  ['five', '5'],
  ['six', '6'],
  ['seven', '7'],
  ['eight', '8'],
  ['nine', '9'],
];

/** How many words (before the number) a phrase has: within the brief's 4-6 and short enough to read in 7 s. */
export const PHRASE_WORD_COUNT = 4;
