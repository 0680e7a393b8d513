import type { Clause } from '../rubric/clauses.js';
import type { Token } from '../rubric/text-analysis.js';
import { isPast, selfActs } from './clause-traits.js';
import { isContent, keyOf, textVector } from './meaning.js';
import { stemOf, type QuestionContext } from './question-context.js';
import { namesItsSubject } from './subject-words.js';

/**
 * The speaker's private life told beside a thin answer (docs/scoring-rubric.md, the
 * `local-signals@22` round (the weak answer padded with a story)): a weak answer, then "let me tell you"
 * and the speaker's father's shop, a wedding in the wife's village, the under-12 side coached on
 * Saturdays, the grandmother who taught them to cook, then "so yes" and the weak answer again.
 * Its clauses say who the speaker is at home, not what was done on the question's subject; read
 * with the answer they lend it names, figures and acts it does not have on its subject.
 */

/**
 * Kin, household and the company kept outside work: "my father", "my late grandmother", "my wife's
 * village", "my friends" (the `local-signals@24` round).
 */
const KIN = new Set(
  (
    'father dad daddy mother mum mummy mom parents grandfather grandmother grandma grandpa granny grandparents ' +
    'uncle aunt auntie aunty cousin cousins brother brothers sister sisters wife husband son sons daughter ' +
    'daughters children kids family nephew niece fiance fiancee girlfriend boyfriend in-law bridesmaid ' +
    'friend friends neighbour neighbours neighbor neighbors'
  ).split(' '),
);
/** What a life outside work is made of, said of the speaker's own ("my hobby", "our village", "our home"). */
const OWN_LIFE = new Set(
  'hobby hobbies village hometown home childhood wedding funeral church choir holiday holidays weekend weekends'.split(
    ' ',
  ),
);
/** "When I was small", "as a boy": the speaker as a child. */
const YOUNG_NOUN = new Set('boy girl child kid baby teenager boys girls children kids'.split(' '));
const YOUNG_ADJECTIVE = new Set('small young little'.split(' '));
/** Numbers said as words, for "when I was twelve". */
const NUMBER_WORDS = new Set(
  'five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen'.split(' '),
);

/** Words that turn back to the question after a digression when they open a clause. */
const TURN_BACK = new Set(['so', 'anyway', 'anyways']);
const turnsBack = (tokens: readonly Token[]) => {
  const first = tokens.find((t) => /[\p{L}]/u.test(t.text));
  return first !== undefined && TURN_BACK.has(first.text.toLowerCase());
};

const lowerOf = (tokens: readonly Token[]) => tokens.map((t) => t.text.toLowerCase().replace(/’/g, "'"));

/**
 * Whether a clause tells the speaker's private life, in words that are not the subject's own (a
 * child-protection officer's "family", a teacher's "children" are the subject, not a private
 * life): "my" or "our" and, within two words, kin or a part of a life outside work ("my late
 * father", "our village"); growing up ("I grew up", "I was born", "growing up"); or the speaker as a
 * child ("when I was small", "as a small boy", "when I was twelve").
 */
export function tellsPrivateLife(tokens: readonly Token[], subjectStems: ReadonlySet<string>): boolean {
  const lower = lowerOf(tokens);
  const own = (w: string) => !subjectStems.has(stemOf(w));
  for (let i = 0; i < lower.length; i += 1) {
    const w = lower[i]!;
    // "…part of the job, my brother." is the listener addressed, not the speaker's kin.
    const addressed = lower[i - 1] === ',' && /^[,.!?]?$/.test(lower[i + 2] ?? '');
    if ((w === 'my' || w === 'our') && !addressed) {
      for (const next of lower.slice(i + 1, i + 4)) {
        const word = next.replace(/'s$/, '');
        if ((KIN.has(word) || OWN_LIFE.has(word)) && own(word)) return true;
        if (next === ',' || next === '.') break;
      }
    }
    if (w === 'grew' && lower[i + 1] === 'up') return true;
    if (w === 'growing' && lower[i + 1] === 'up') return true;
    if (w === 'born' && (lower[i - 1] === 'was' || lower[i - 1] === 'were')) return true;
    if (w === 'childhood' && own(w)) return true;
    // "when I was small", "when I was a boy", "as a small boy", "when I was twelve / 12" (not "when I
    // was in charge", "as a small business", "when I was a young officer").
    const when = w === 'when' && lower[i + 1] === 'i' && lower[i + 2] === 'was';
    if (when || (w === 'as' && lower[i + 1] === 'a')) {
      let k = i + (when ? 3 : 2);
      while (lower[k] === 'a' || lower[k] === 'very') k += 1;
      const word = lower[k] ?? '';
      const next = tokens[k + 1];
      if (YOUNG_NOUN.has(word) || (when && (NUMBER_WORDS.has(word) || /^\d{1,2}$/.test(word)))) return true;
      if (YOUNG_ADJECTIVE.has(word)) {
        if (next !== undefined && YOUNG_NOUN.has(lower[k + 1]!)) return true;
        if (
          when &&
          (next === undefined || (next.pos !== 'NOUN' && next.pos !== 'PROPN' && next.pos !== 'ADJ'))
        )
          return true;
      }
    }
  }
  return false;
}

/**
 * The shape of the story: at least this many clauses tell the private life, no further apart than
 * `gap` clauses (one since the `local-signals@24` round: a single clause of the speaker's life
 * often opens a story told on in clauses that name nothing of the work, "our church choir took part
 * in a competition …", "last Easter I went with my friends …"; the widening below reads the rest);
 * the story says at least `words` content words; and its meaning stays under
 * `meaning` from the question, guide and job (cosine, the closing padding's measure), as a story of
 * the speaker's own life told for a question about it ("what drew you to nursing": the mother who was
 * a nurse) is near the question; and at most a `named` share of its clauses names the subject (the
 * same story names the work it led to: the benefits paid out, the pump bought for the school).
 */
export const PRIVATE_STORY = { clauses: 1, gap: 3, words: 12, meaning: 0.3, named: 0.25 } as const;

/** How far a story is read out from its private-life clauses (`privateStoriesOf`). */
type Reach = 'near' | 'far';

/**
 * The runs of private-life clauses (their first and last positions) no further apart than the gap,
 * each with at least `PRIVATE_STORY.clauses` of them.
 */
function privateRuns(privateAt: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  let start = 0;
  for (let k = 1; k <= privateAt.length; k += 1) {
    if (k === privateAt.length || privateAt[k]! - privateAt[k - 1]! > PRIVATE_STORY.gap + 1) {
      if (k - start >= PRIVATE_STORY.clauses) runs.push([privateAt[start]!, privateAt[k - 1]!]);
      start = k;
    }
  }
  return runs;
}

/**
 * The stories an answer tells of the speaker's private life beside its answer, each as the set of
 * its clauses' positions, to be set aside one at a time or all together (the scorer keeps the lowest
 * reading, so no answer rises): every run of private-life clauses, read "near" and "far", and, when
 * an answer tells more than one, all of them at once (a second story; the round after
 * `local-signals@24`, kept as `local-signals@25`). Empty when the answer tells none.
 *
 * A story runs from the first clause of a run to its last (the clauses between them included),
 * widened to the clauses beside it that name nothing of the question, guide or job, and in a second
 * reading nothing of the question or guide alone (its opening "let
 * me tell you", its close "those were the best days"); it stops at a clause that names the subject, so
 * the weak part's own clauses, before or after, are kept. Near, it is widened back only when the
 * answer opens with it, and forward until a clause turns back to the question ("so yes") or has the
 * speaker act in the present, as a thin answer does ("I count the boxes"). Far, it is widened back
 * over every clause that names nothing (a story opened mid-answer: "but let me tell you, …") and
 * forward over the story's own present tense ("I still visit him every December"), stopping only at
 * a turn back or a clause that names the subject.
 *
 * A story is kept only when what is left names the subject (an answer that is all story keeps its
 * story), at most a `named` share of its clauses name the subject, and its words are enough and far
 * in meaning from the question (`PRIVATE_STORY`).
 */
export function privateStoriesOf(
  clauses: readonly Clause[],
  context: QuestionContext,
  meaningOf: (vector: Float32Array | null) => number,
): Set<number>[] {
  const subjectStems = new Set([...context.words, ...context.jobWords, ...context.echo].map(stemOf));
  const privateAt = clauses.flatMap((c, i) => (tellsPrivateLife(c.tokens, subjectStems) ? [i] : []));
  const runs = privateRuns(privateAt);
  if (runs.length === 0) return [];
  // A story is bounded twice: by the clauses that name the question's, guide's or job's subject, as
  // `@25` reads it, and by those that name the question's or guide's alone (`local-signals@26`): a
  // life story told in the job's town or trade ("my uncle's shop in Onitsha", "the wind farm near our
  // village", "my mother worked night shifts") names the job's title and description without
  // answering the question. Both are read, as the reading with the job's words sets aside the story
  // of an answer that is story from end to end but for one clause in the job's trade, which the
  // other, finding nothing left, keeps (an answer that is all story keeps its story).
  const questionOnly: QuestionContext = { ...context, jobWords: [] };
  const stories: Set<number>[] = [];
  for (const bound of [context, questionOnly]) {
    const names = (i: number) => namesItsSubject(clauses[i]!.tokens, bound);
    for (const reach of ['near', 'far'] as const) {
      const widened = runs.map(([first, last]) => widen(clauses, names, first, last, reach));
      const whole = new Set(widened.flatMap((story) => [...story]));
      const candidates = widened.length > 1 ? [...widened, whole] : widened;
      for (const story of candidates) {
        if (!storyHolds(clauses, context, meaningOf, names, story)) continue;
        if (!stories.some((known) => sameSet(known, story))) stories.push(story);
      }
    }
  }
  return stories;
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/** A run of private-life clauses widened to its story (`privateStoriesOf`). */
function widen(
  clauses: readonly Clause[],
  names: (i: number) => boolean,
  runFirst: number,
  runLast: number,
  reach: Reach,
): Set<number> {
  let first = runFirst;
  let last = runLast;
  // An answer that opens with the story: what comes before its first private clause is its opening
  // ("before I answer, let me tell you about myself"). Otherwise, near, the clauses before it are the
  // answer's own.
  const actsNow = (tokens: readonly Token[]) => selfActs(tokens) && !tokens.some(isPast);
  let opening = first;
  while (opening > 0 && !names(opening - 1)) opening -= 1;
  if (opening === 0) first = 0;
  // Far, a story opened mid-answer ("but let me tell you, …") reaches back to the clause that names
  // the subject or has the speaker act in the present: the thin answer's own.
  else if (reach === 'far')
    while (first > 0 && !names(first - 1) && !actsNow(clauses[first - 1]!.tokens)) first -= 1;
  // After it, the story goes on ("those were the best days") until a clause names the subject,
  // turns back to it ("so yes, …", "anyway, …") or, near, has the speaker act in the present.
  const endsStory = (tokens: readonly Token[]) => turnsBack(tokens) || (reach === 'near' && actsNow(tokens));
  while (last < clauses.length - 1 && !names(last + 1) && !endsStory(clauses[last + 1]!.tokens)) last += 1;
  return new Set(Array.from({ length: last - first + 1 }, (_, k) => first + k));
}

/** Whether a widened story is one to set aside (`privateStoriesOf`, `PRIVATE_STORY`). */
function storyHolds(
  clauses: readonly Clause[],
  context: QuestionContext,
  meaningOf: (vector: Float32Array | null) => number,
  names: (i: number) => boolean,
  story: ReadonlySet<number>,
): boolean {
  // A story of the subject's own world told through the speaker's life (what made them choose the
  // work: the village the benefits reached, the mother at the meeting) names it often.
  if ([...story].filter(names).length > PRIVATE_STORY.named * story.size) return false;
  const kept = clauses.filter((_, i) => !story.has(i));
  if (
    kept.length === 0 ||
    !namesItsSubject(
      kept.flatMap((c) => c.tokens),
      context,
    )
  )
    return false;
  const words = clauses.filter((_, i) => story.has(i)).flatMap((c) => c.tokens.filter(isContent).map(keyOf));
  return words.length >= PRIVATE_STORY.words && meaningOf(textVector(words)) < PRIVATE_STORY.meaning;
}
