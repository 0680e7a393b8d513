import { cuss } from 'cuss';

/**
 * Entries of `cuss` rated 2 ("likely profane") that are ordinary words in a workplace answer:
 * trades and logistics terms (flange, stringer, jig, reefer, dipstick), everyday words (welfare,
 * spit, vomit, chunky, looser, slave as in master/slave) and surnames. Blocking them would turn real
 * answers into "[unclear]" while guarding against nothing a recruiter would read as an insult.
 */
const ORDINARY_WORDS = new Set([
  'welfare',
  'flange',
  'stringer',
  'triplex',
  'tinker',
  'gables',
  'kumquat',
  'spit',
  'vomit',
  'puke',
  'chunky',
  'chug',
  'looser',
  'slave',
  'reefer',
  'dipstick',
  'jig',
  'jigs',
  'tang',
  'whiz',
  'bung',
  'yank',
  'yanks',
  'willie',
  'fu',
  'fatah',
  'sooty',
  'piker',
  'dix',
  'carruth',
  'noonan',
  'dickman',
  'hiscock',
  'kummer',
  'gipp',
  'pollock',
  'cohee',
  'dahmer',
  'ero',
  'forni',
]);

/**
 * Entries `cuss` rates 1 ("maybe") that are obscenities or insults whenever they stand in an
 * answer; the rest of its 1s are ordinary words ("nigerian", "god", "murder", "drunk", "screw").
 */
const ALSO_BLOCKED = new Set([
  'shit',
  'bitch',
  'bitches',
  'bastard',
  'pussy',
  'cock',
  'dick',
  'turd',
  'tits',
  'boobs',
  'dildo',
  'porn',
  'porno',
  'dyke',
  'fag',
  'queer',
  'kraut',
  'scum',
]);

const listed = (word: string) => !ORDINARY_WORDS.has(word) && (cuss[word] === 2 || ALSO_BLOCKED.has(word));

/** Whether `word` or the singular of a plural the list lacks ("idiots", "murders") meets `test`. */
function withPlurals(word: string, test: (word: string) => boolean): boolean {
  const bare = word.toLowerCase().replace(/[^a-z']/g, '');
  if (!bare || ORDINARY_WORDS.has(bare)) return false;
  if (cuss[bare] !== undefined || ALSO_BLOCKED.has(bare)) return test(bare);
  // A stem ending in s takes -es, so "assess" is not "asses" + s.
  const singular = bare.endsWith('s') && !bare.endsWith('ss') ? bare.slice(0, -1) : '';
  const esPlural = bare.endsWith('es') ? bare.slice(0, -2) : '';
  return (singular !== '' && test(singular)) || (esPlural !== '' && test(esPlural));
}

/**
 * Whether a recogniser may never put `word` in a transcript: slurs, insults and obscenities, as
 * the maintained `cuss` list (wooorm's; the data behind retext-profanities) rates them "likely
 * profane" (2), with ALSO_BLOCKED, less ORDINARY_WORDS, and their plurals.
 */
export function isBlockedWord(word: string): boolean {
  return withPlurals(word, listed);
}

/**
 * Whether `word` is one `cuss` rates "maybe profane" (1) and is not blocked: words a candidate may
 * well say ("murder", "drunk", "abuse", "nigerian") but that would count against them if misheard
 * ("orders" heard as "murders"). They stay in the transcript but are never shown as sure.
 */
export function isChargedWord(word: string): boolean {
  return withPlurals(word, (w) => cuss[w] === 1 && !ALSO_BLOCKED.has(w));
}

/** What a transcript shows in place of a blocked word (HR can listen to the moment). */
export const UNCLEAR_WORD = '[unclear]';
