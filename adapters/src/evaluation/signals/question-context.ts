import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { clausesOf } from '../rubric/clauses.js';
import { isContent, keyOf, textVector } from './meaning.js';
import type { OwnWords } from './told-question.js';

/** One point of a scoring guide ("explained the next step") and its meaning. */
export interface GuidePoint {
  text: string;
  vector: Float32Array | null;
  words: string[];
}

/** What an answer is read against: its own question, the job, and the job's other questions. */
export interface QuestionContext {
  index: number;
  text: string;
  /** The question's content words (and their lemmas): said back, they earn nothing. */
  echo: ReadonlySet<string>;
  /** The meaning of the question, of its guide when there is one, and of the job. */
  question: Float32Array | null;
  guide: Float32Array | null;
  job: Float32Array | null;
  points: GuidePoint[];
  /** The words of the question and its guide, for comparing an answer with the job's other questions. */
  words: string[];
  /** The words of the job's title and description. */
  jobWords: string[];
  /** The same for each other question of the job, by index, with its own words (told-question.ts). */
  others: { index: number; words: string[]; subject: OwnWords }[];
  /** The question's own words: those no other question of the job uses (told-question.ts). */
  subject: OwnWords;
  /** Stems of the question's own words that no other question of the job uses (see `stemOf`). */
  distinct: ReadonlySet<string>;
  /** Stems of every content word of the question: how much of it an answer says back (said-back.ts). */
  stems: ReadonlySet<string>;
}

/** A word's first five letters: "complaint" and "complained" meet, as spoken answers turn a question's nouns into verbs. */
export const stemOf = (word: string) => word.toLowerCase().slice(0, 5);

/** Words a scoring guide uses about answers in general, not about the question's subject. */
const GUIDE_FRAME = new Set(
  'strong answer answers candidate describe describes mention mentions cover covers show shows explain explains good excellent include includes real specific example'.split(
    ' ',
  ),
);

/** The content words of a text (vocabulary keys), in order. */
export function contentWords(text: string): string[] {
  return clausesOf(text).flatMap((c) => c.tokens.filter(isContent).map(keyOf));
}

/** A scoring guide's points: its clauses and list items ("checks X, starts Y and tells Z"). */
function guidePoints(guide: string): GuidePoint[] {
  const pieces = guide
    .split(/[;,:.]|\band\b|\bthen\b/i)
    .map((p) => p.trim())
    .filter(Boolean);
  return pieces.flatMap((text) => {
    const words = contentWords(text).filter((w) => !GUIDE_FRAME.has(w));
    return words.length === 0 ? [] : [{ text, words, vector: textVector(words) }];
  });
}

/** Recent jobs' contexts: a batch scores many interviews of one job, each reading the same questions. */
const recent = new Map<string, Map<number, QuestionContext>>();
const RECENT_JOBS = 16;

/** The contexts of every question of the job, by index (cached per job text). */
export function questionContexts(input: EvaluationInput): Map<number, QuestionContext> {
  const { job } = input;
  const key = JSON.stringify([
    job.title,
    job.description,
    job.skills,
    job.questions.map((q) => [q.index, q.text, q.scoringGuide]),
  ]);
  const known = recent.get(key);
  if (known) return known;
  const contexts = buildContexts(input);
  if (recent.size >= RECENT_JOBS) recent.delete(recent.keys().next().value!);
  recent.set(key, contexts);
  return contexts;
}

function buildContexts(input: EvaluationInput): Map<number, QuestionContext> {
  const { job } = input;
  const jobWords = [...contentWords(job.title), ...contentWords(job.description)];
  const jobVector = textVector([
    ...contentWords(job.title),
    ...contentWords(job.title),
    ...contentWords(job.description),
    ...job.skills.flatMap(contentWords),
  ]);
  const meanings = new Map(
    job.questions.map((q) => {
      const words = contentWords(q.text);
      const guideWords = q.scoringGuide
        ? contentWords(q.scoringGuide).filter((w) => !GUIDE_FRAME.has(w))
        : [];
      return [q.index, { words, guideWords, vector: textVector([...words, ...guideWords]) }];
    }),
  );
  const stems = new Map(
    job.questions.map((q) => [q.index, new Set(meanings.get(q.index)!.words.map(stemOf))]),
  );
  const subjects = new Map(
    job.questions.map((q): [number, OwnWords] => {
      const distinct = new Set(
        [...stems.get(q.index)!].filter((st) =>
          job.questions.every((o) => o.index === q.index || !stems.get(o.index)!.has(st)),
        ),
      );
      const words = [...new Set(meanings.get(q.index)!.words.filter((w) => distinct.has(stemOf(w))))];
      return [q.index, { index: q.index, words, stems: distinct }];
    }),
  );
  return new Map(
    job.questions.map((q) => {
      const own = meanings.get(q.index)!;
      const lemmas = clausesOf(q.text).flatMap((c) => c.tokens.filter(isContent).map((t) => t.lemma));
      return [
        q.index,
        {
          index: q.index,
          text: q.text,
          echo: new Set([...own.words, ...lemmas]),
          question: textVector(own.words),
          guide: own.guideWords.length ? textVector(own.guideWords) : null,
          job: jobVector,
          points: q.scoringGuide ? guidePoints(q.scoringGuide) : [],
          words: [...own.words, ...own.guideWords],
          jobWords,
          others: [...meanings.entries()]
            .filter(([index]) => index !== q.index)
            .map(([index, m]) => ({
              index,
              words: [...m.words, ...m.guideWords],
              subject: subjects.get(index)!,
            })),
          distinct: subjects.get(q.index)!.stems,
          subject: subjects.get(q.index)!,
          stems: stems.get(q.index)!,
        },
      ];
    }),
  );
}
