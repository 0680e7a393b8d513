/**
 * Pride in what was told (docs/scoring-rubric.md, the `local-signals@9` round): a coda that holds
 * the act up as the way to work ("that is how you keep a plant running", "which is what matters",
 * "sometimes you have to be practical", "it became our December strategy"). Honest answers end
 * this way too, so it is never a wrong alone: it adds a point to an answer in which the frames
 * already found a wrong but not enough to hold it (misconduct.ts).
 */

/** The codas, as the lower-case words wink-nlp reads them ("that's" is "that" and "'s"). */
const PRIDE: readonly (readonly string[])[] = [
  ['that', 'is', 'how'],
  ['that', "'s", 'how'],
  ['this', 'is', 'how'],
  ['what', 'matters'],
  ['you', 'have', 'to', 'be'],
  ['it', 'worked'],
  ['became', 'our'],
  ['became', 'my'],
];

/**
 * The act's good told as the way of the world (the `local-signals@21` round): the
 * exception made a rule ("sometimes you must solve it yourself"), and the boss's or the
 * client's delight as the end of the story ("management was very impressed").
 */
const PRIDE_IN_RESULT: readonly (readonly string[])[] = [
  ['sometimes', 'you', 'have', 'to'],
  ['sometimes', 'you', 'must'],
  ...['was', 'were'].flatMap((be) => ['impressed', 'happy', 'pleased'].map((glad) => [be, 'very', glad])),
];

/** A word naming a quality or a way of working by its form ("leadership", "adaptability", "professionalism"). */
const QUALITY = /(ship|ity|ism|ness|ment|tion|sion|ence|ance)$/;
/** Words of those forms or of "-ing" that name no quality. */
const NOT_QUALITY = new Set([
  'nothing',
  'something',
  'anything',
  'everything',
  'thing',
  'morning',
  'evening',
  'meeting',
  'during',
]);
/** Words that praise the quality named after them ("that is real growth hacking"). */
const PRAISE = new Set(['real', 'true', 'good', 'practical', 'proper', 'smart']);
/** Words that stand for what was already said or asked, never a quality being defined ("it is about trust"). */
const ALREADY_SAID = new Set([
  'it',
  'this',
  'that',
  'which',
  'what',
  'there',
  'he',
  'she',
  'they',
  'who',
  'one',
  'question',
  'story',
]);
/** "The section is about 80 women": "about" before an amount is a measure, not a definition. */
const AMOUNT =
  /^(\d.*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half|twice)$/;
const EVERYBODY = new Set(['everybody', 'everyone']);
const GAINED = new Set(['won', 'wins', 'benefits', 'benefited', 'benefitted', 'gained', 'happy']);
const CONTENT = new Set(['happy', 'satisfied']);

/**
 * A coda that names the act told as a quality or a way of working, read by how it is built, not
 * by which quality it names (the `local-signals@21` round): the act pointed at and named
 * ("that is what I mean by …", "that is leadership", "this is practical problem solving", "that is
 * being professional"); a quality defined by the act ("adaptability means you …", "discipline is
 * about …"); every party said to gain ("everybody won", "it kept everyone happy", "a win-win").
 */
function namedAsQuality(words: readonly string[], i: number): boolean {
  const [a, b, c, d, e] = words.slice(i, i + 5);
  if ((a === 'that' || a === 'this') && (b === 'is' || b === "'s")) {
    if (c === 'what' && d === 'i' && e === 'mean') return true;
    let j = i + 2;
    while (j < i + 4 && PRAISE.has(words[j]!)) j++;
    const named = words[j] ?? '';
    if (named === 'being' || (QUALITY.test(named) && !NOT_QUALITY.has(named))) return true;
    // "real growth hacking", "practical problem solving": a praised way of working.
    const doing = words[j + 1] ?? '';
    if (j > i + 2 && doing.endsWith('ing') && !NOT_QUALITY.has(doing)) return true;
  }
  const defined = a !== undefined && /^[a-z]+$/.test(a) && !ALREADY_SAID.has(a);
  if (defined && ((b === 'is' && c === 'about' && !AMOUNT.test(d ?? '')) || (b === 'means' && c === 'you')))
    return true;
  if (EVERYBODY.has(a ?? '') && (GAINED.has(b ?? '') || (b === 'was' && CONTENT.has(c ?? '')))) return true;
  return a === 'win-win' || (a === 'win' && (b === 'win' || (b === '-' && c === 'win')));
}

const saysCoda = (words: readonly string[], i: number) => (coda: readonly string[]) =>
  coda.every((w, k) => words[i + k] === w);

/** Whether the answer's words (lower case, in order) hold a coda of pride. */
export function toldWithPride(words: readonly string[]): boolean {
  return words.some(
    (_, i) =>
      PRIDE.some(saysCoda(words, i)) || PRIDE_IN_RESULT.some(saysCoda(words, i)) || namedAsQuality(words, i),
  );
}
