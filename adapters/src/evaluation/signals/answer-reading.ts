import { clausesOf, type Clause } from '../rubric/clauses.js';
import { englishShareOf, isList } from './answer-texture.js';
import { markClosingPadding } from './closing-padding.js';
import { actsOf, detailsOf, GENERAL, isPast, OUTCOME, selfActs } from './clause-traits.js';
import {
  affinity,
  isContent,
  keyOf,
  matcherOf,
  similarity,
  textVector,
  weightOf,
  type WordMatcher,
} from './meaning.js';
import { stemOf, type QuestionContext } from './question-context.js';
import { cleanSpokenText, type SpokenText } from './spoken-text.js';
import { namesItsSubject } from './subject-words.js';
import { toldOf, type QuestionTold } from './told-question.js';
import { ownPieceShare } from './clause-question.js';
import { privateStoriesOf } from './private-story.js';

/** One clause of an answer as read against its question. */
export interface ReadClause {
  clause: Clause;
  /** Content words not taken from the question. */
  novel: string[];
  /** Content words said back from the question. */
  echoed: number;
  /** Meaning of the clause's new words against the question (and guide and job). */
  relevance: number;
  /** On the job's subject (its own words and its neighbours', the question's included). */
  onSubject: boolean;
  /** The candidate acts in it ("I", "we"). */
  self: boolean;
  /** Told in the past: something that happened. */
  past: boolean;
  /** A habit, an intention or a hypothesis ("I always", "I would"). */
  general: boolean;
  actions: string[];
  details: string[];
  outcome: boolean;
}

/** What was read in one answer (see answer-grade.ts for the score). */
export interface AnswerReading {
  spoken: SpokenText;
  clauses: ReadClause[];
  /** Distinct new content words (not the question's). */
  novel: Set<string>;
  /** Share of the answer's content words that repeat the question's. */
  echoShare: number;
  /** Meaning of all new words against the question (guide included), 0-1 cosine. */
  relevance: number;
  /**
   * The answer names something of its question, guide or job (subject-words.ts); when it does not,
   * words related only to the job's lend it no relevance.
   */
  namesSubject: boolean;
  /** Against the job as a whole. */
  jobRelevance: number;
  /**
   * Best similarity to another question of the job, which, and how many of the answer's words point
   * to that question rather than its own (see `POINTS_TO`).
   */
  otherQuestion: { index: number; similarity: number; pointing: number } | null;
  /** Affinity of the answer's words to its own question's (and guide's), for comparison with others. */
  ownSimilarity: number;
  /** How many of the words only its own question uses (by stem) the answer takes up. */
  ownTopicWords: number;
  /** What the answer tells of its own question's own subject, and of each other question's (told-question.ts). */
  ownTold: QuestionTold;
  othersTold: QuestionTold[];
  /** Share of the answer's words in pieces nearer its own question than any other (clause-question.ts). */
  ownPieceShare: number;
  /** Share of the question's content words (by stem) the answer takes up: the question said back. */
  questionCoverage: number;
  /** How many of the question's content words (by stem) the answer takes up. */
  questionStemsTaken: number;
  /** Weighted share of new words in clauses on the subject. */
  focus: number;
  actions: Set<string>;
  details: Set<string>;
  outcomes: number;
  /** Share of clauses told in the past by the candidate, and of general clauses. */
  pastShare: number;
  generalShare: number;
  /** Share of the guide's points the answer touches; null without a guide. */
  guideCoverage: number | null;
  /** Share of words that are English words. */
  englishShare: number;
  /** Mostly fragments without verbs: a list of words, not speech. */
  list: boolean;
  words: number;
}

/** Mean similarity of a clause and its neighbours to the question, guide or job, from which it is on the subject. */
const ON_SUBJECT = 0.1;

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * A word of the answer points to another question when it is this close (cosine) to one of that
 * question's words and closer to them than to any of its own question's by `margin`.
 */
export const POINTS_TO = { near: 0.6, margin: 0.15 } as const;

/** A word of the answer this close (cosine) to one of the question's, guide's or job's is about them. */
export const RELATED = 0.55;

/**
 * How much of what the answer says of its own is about its question: its distinct new words
 * close in meaning to a word of the question, guide or job, each weighted by how much it says.
 * A sum, not a share, so detail (names, figures) never dilutes it.
 */
function relevantWords(words: readonly string[], topic: WordMatcher): number {
  let sum = 0;
  for (const word of new Set(words)) {
    if (topic.best(word) >= RELATED) sum += weightOf(word);
  }
  return round(sum);
}

/** How many distinct words of an answer point to another question rather than its own (`POINTS_TO`). */
function pointingWords(words: readonly string[], own: WordMatcher, other: WordMatcher): number {
  return [...new Set(words)].filter((w) => {
    const there = other.best(w);
    return there >= POINTS_TO.near && there - own.best(w) >= POINTS_TO.margin;
  }).length;
}

/** Meaning of words against the question, its guide and (a little less) the job: the closing padding's measure. */
const topicOfIn = (context: QuestionContext) => (v: Float32Array | null) =>
  Math.max(similarity(v, context.question), similarity(v, context.guide), 0.8 * similarity(v, context.job));

/** Reads one transcript against its question. */
export function readAnswer(transcript: string, context: QuestionContext): AnswerReading {
  const spoken = cleanSpokenText(transcript);
  return readClauses(spoken, clausesOf(spoken.text), context);
}

/**
 * The answer read without each private-life story told beside it (private-story.ts), none when it
 * tells none: its other clauses read as the whole answer, so the weak part keeps its own clauses and
 * its neighbours among them, and the story neither lends them words nor costs as padding.
 * It takes the answer's reading as told (`readAnswer`), whose clauses it reuses rather than parse
 * the transcript again.
 */
export function readingsWithoutStory(told: AnswerReading, context: QuestionContext): AnswerReading[] {
  const { spoken } = told;
  const clauses = told.clauses.map((c) => c.clause);
  return privateStoriesOf(clauses, context, topicOfIn(context)).map((story) =>
    readClauses(
      spoken,
      clauses.filter((_, i) => !story.has(i)),
      context,
    ),
  );
}

function readClauses(
  spoken: SpokenText,
  clauses: readonly Clause[],
  context: QuestionContext,
): AnswerReading {
  const topicOf = topicOfIn(context);
  let previousSelf = false;
  const read: ReadClause[] = clauses.map((clause) => {
    const content = clause.tokens.filter((t) => isContent(t) && !t.negated);
    const keys = content.map(keyOf);
    const novel = keys.filter((k, i) => !context.echo.has(k) && !context.echo.has(content[i]!.lemma));
    const hasSubject = clause.tokens.some((t) => t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN');
    const self = selfActs(clause.tokens) || (!hasSubject && previousSelf);
    previousSelf = self;
    const lower = clause.tokens.map((t) => t.text.toLowerCase());
    return {
      clause,
      novel,
      echoed: keys.length - novel.length,
      relevance: topicOf(textVector(novel)),
      onSubject: false,
      self,
      past: clause.tokens.some(isPast),
      general: lower.some((w) => GENERAL.has(w)),
      actions: self ? actsOf(clause.tokens, context.echo) : [],
      details: detailsOf(clause.tokens, context.echo),
      outcome: lower.some((w) => OUTCOME.has(w)),
    };
  });
  const allTokens = clauses.flatMap((c) => c.tokens);
  const everyNovel = read.flatMap((c) => c.novel);
  const allWords = clauses.flatMap((c) => c.tokens.filter((t) => isContent(t) && !t.negated).map(keyOf));
  const ownMatcher = matcherOf(context.words);
  const ownSimilarity = affinity(allWords, ownMatcher);
  const answerStems = new Set(allTokens.map((t) => stemOf(t.text)));
  const ownTopicWords = [...context.distinct].filter((st) => answerStems.has(st)).length;
  const ownTold = toldOf(context.subject, allWords, answerStems);
  const othersTold = context.others.map((o) => toldOf(o.subject, allWords, answerStems));
  const questionStemsTaken = [...context.stems].filter((st) => answerStems.has(st)).length;
  const questionCoverage = context.stems.size === 0 ? 0 : questionStemsTaken / context.stems.size;
  const others = context.others.map((o) => ({
    index: o.index,
    similarity: affinity(allWords, matcherOf(o.words)),
  }));
  const closest = others.reduce<{ index: number; similarity: number } | null>(
    (best, o) => (best === null || o.similarity > best.similarity ? o : best),
    null,
  );
  const otherQuestion = closest && {
    ...closest,
    pointing: pointingWords(
      allWords,
      ownMatcher,
      matcherOf(context.others.find((o) => o.index === closest.index)!.words),
    ),
  };
  const clauseVectors = read.map((c) => textVector(c.clause.tokens.filter(isContent).map(keyOf)));
  // A clause is on the subject by its own words and its neighbours': a story told in short
  // clauses ("in the evening") stays with the story around it.
  const subject = clauseVectors.map((v) =>
    v === null
      ? null
      : Math.max(similarity(v, context.question), similarity(v, context.guide), similarity(v, context.job)),
  );
  read.forEach((c, i) => {
    const around = [subject[i], subject[i], subject[i - 1], subject[i + 1]].filter(
      (x): x is number => x !== null && x !== undefined,
    );
    c.onSubject = around.length > 0 && around.reduce((a, b) => a + b, 0) / around.length >= ON_SUBJECT;
  });
  markClosingPadding(read, context, topicOf);
  const weigh = (words: readonly string[]) => words.reduce((s, w) => s + weightOf(w), 0);
  const totalWeight = weigh(everyNovel);
  const on = read.filter((c) => c.onSubject);
  const onWeight = on.reduce((s, c) => s + weigh(c.novel), 0);
  // What the answer says on the subject: padding adds no words of its own and no relevance.
  const novelWords = on.flatMap((c) => c.novel);
  const answerVector = textVector(novelWords);
  const guideCoverage =
    context.points.length === 0
      ? null
      : context.points.filter((p) => clauseVectors.some((v) => similarity(v, p.vector) >= 0.45)).length /
        context.points.length;
  const echoed = read.reduce((n, c) => n + c.echoed, 0);
  // An answer that names nothing of its question, guide or job (a story of something else) is
  // related to its question by the question's and guide's words alone: the job's everyday words
  // sit near any story's (the `local-signals@13` round).
  const namesSubject = namesItsSubject(allTokens, context);
  const topicWords = namesSubject ? [...context.words, ...context.jobWords] : context.words;
  return {
    spoken,
    clauses: read,
    novel: new Set(novelWords),
    echoShare: echoed + novelWords.length === 0 ? 0 : round(echoed / (echoed + novelWords.length)),
    relevance: relevantWords(novelWords, matcherOf(topicWords)),
    namesSubject,
    jobRelevance: round(similarity(answerVector, context.job)),
    otherQuestion,
    ownSimilarity: round(ownSimilarity),
    ownTopicWords,
    ownTold,
    othersTold,
    ownPieceShare: ownPieceShare(clauses, context),
    questionCoverage: round(questionCoverage),
    questionStemsTaken,
    focus: totalWeight === 0 ? 0 : round(onWeight / totalWeight),
    actions: new Set(on.flatMap((c) => c.actions)),
    details: new Set(on.flatMap((c) => c.details)),
    outcomes: on.filter((c, i) => i > 0 && c.outcome).length,
    pastShare: read.length ? round(read.filter((c) => c.self && c.past).length / read.length) : 0,
    generalShare: read.length ? round(read.filter((c) => c.general).length / read.length) : 0,
    guideCoverage: guideCoverage === null ? null : round(guideCoverage),
    englishShare: round(englishShareOf(allTokens)),
    list: isList(allTokens),
    words: allTokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length,
  };
}
