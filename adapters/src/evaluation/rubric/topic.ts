import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { clausesOf } from './clauses.js';
import { conceptOf, GUIDE_WORDS, HOLLOW, phraseConcept } from './lexicon/concepts.js';
import type { Token } from './text-analysis.js';

/** Parts of speech that carry content (figures are details, counted apart). */
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);

/** One concept mention: the concept key and the token that carries it. */
export interface Mention {
  concept: string;
  token: Token;
}

/**
 * True for a token that carries content: a noun, verb or adjective that is not hollow. (wink-nlp's
 * stop-word list is not used here: it holds content words such as "call" and "system".)
 */
export function isContent(token: Token): boolean {
  return (
    CONTENT_POS.has(token.pos) &&
    !HOLLOW.has(token.lemma) &&
    /[\p{L}\p{N}]/u.test(token.text) &&
    token.lemma.length > 1
  );
}

/** Particles of phrasal verbs, which may stand after the object: "call her back", "sort it out". */
const PARTICLES = new Set(['back', 'up', 'out', 'off', 'down', 'in', 'over']);

/**
 * The concepts a run of tokens mentions: known two-word phrases first (a particle may follow the
 * object by up to two words), then content words.
 */
export function mentionsOf(tokens: readonly Token[]): Mention[] {
  const mentions: Mention[] = [];
  const used = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    if (used.has(i)) continue;
    const token = tokens[i]!;
    let phrase: string | undefined;
    for (let j = i + 1; j <= i + 3 && j < tokens.length && phrase === undefined; j += 1) {
      if (j > i + 1 && !PARTICLES.has(tokens[j]!.lemma)) continue;
      phrase = phraseConcept(token.lemma, tokens[j]!.lemma);
      if (phrase) used.add(j);
    }
    if (phrase) mentions.push({ concept: phrase, token });
    else if (isContent(token)) mentions.push({ concept: conceptOf(token.lemma), token });
  }
  return mentions;
}

/** The concepts of a text. */
export function conceptsOf(text: string): Set<string> {
  return new Set(clausesOf(text).flatMap((c) => mentionsOf(c.tokens).map((m) => m.concept)));
}

/** The mentions of a question or a guide: its words about the answer itself left out. */
function topicMentionsOf(text: string): Mention[] {
  return clausesOf(text).flatMap((c) => mentionsOf(c.tokens).filter((m) => !GUIDE_WORDS.has(m.token.lemma)));
}

/** The concepts of a question or a guide. */
export function topicConceptsOf(text: string): Set<string> {
  return new Set(topicMentionsOf(text).map((m) => m.concept));
}

/** Concepts a question or guide names as things (nouns): what it is about, not what anyone does. */
function thingsOf(text: string): Set<string> {
  return new Set(
    topicMentionsOf(text)
      .filter((m) => m.token.pos === 'NOUN' || m.token.pos === 'PROPN')
      .map((m) => m.concept),
  );
}

/** What one question asks about, as weighted concepts. */
export interface QuestionTopic {
  /** Concept → weight (0-1) for the question's own words and its scoring guide. */
  weights: Map<string, number>;
  /** The concepts of the question text: repeating them adds no new content. */
  echo: Set<string>;
  /** The job's concepts (title, description, skills): on the subject, but not the question. */
  job: Set<string>;
  /** The guide's items ("lets the customer speak", "agrees a next step"…) with their concepts. */
  guideItems: { text: string; concepts: Set<string> }[];
  /** True when the question has a scoring guide. */
  guided: boolean;
}

/** Weight of a concept of the guide (beyond the question's words) and of the question's own words. */
const GUIDE_WEIGHT = 1;
const QUESTION_WEIGHT = 0.6;
/**
 * Weight of a concept the question and guide only use as an action ("check", "record"): the
 * things a question is about (the stock count, the invoice) say more about which question an
 * answer answers than the everyday verbs every answer uses.
 */
const ACTION_ONLY_WEIGHT = 0.5;

/** The items of a guide: its phrases between commas, semicolons and full stops. */
function guideItems(guide: string): { text: string; concepts: Set<string> }[] {
  return guide
    .split(/[,;.:]|\band\b|\bor\b/)
    .map((text) => text.trim())
    .filter((text) => text.split(/\s+/).length >= 2)
    .map((text) => ({ text, concepts: topicConceptsOf(text) }))
    .filter((item) => item.concepts.size > 0);
}

/**
 * The topic of every question of the job. A concept that appears in many questions says little
 * about any one of them ("customer", "team", "explain"), so concepts are weighted by how few
 * questions share them: inverse document frequency over the job's questions and guides plus a
 * background sample of interview questions with their guides (the built-in bank).
 */
export function questionTopics(
  input: EvaluationInput,
  background: readonly ReadonlySet<string>[] = [],
): Map<number, QuestionTopic> {
  const job = conceptsOf([input.job.title, input.job.description, ...input.job.skills].join('. '));
  const own = input.job.questions.map((q) => ({
    index: q.index,
    echo: topicConceptsOf(q.text),
    guide: q.scoringGuide?.trim() ? topicConceptsOf(q.scoringGuide) : new Set<string>(),
    items: q.scoringGuide?.trim() ? guideItems(q.scoringGuide) : [],
    things: thingsOf(`${q.text}. ${q.scoringGuide ?? ''}`),
  }));
  const documents = [...own.map((q) => new Set([...q.echo, ...q.guide])), ...background];
  const n = documents.length;
  const documentFrequency = new Map<string, number>();
  for (const document of documents) {
    for (const c of document) documentFrequency.set(c, (documentFrequency.get(c) ?? 0) + 1);
  }
  const idf = (c: string) =>
    n <= 1 ? 1 : Math.log((n + 1) / (documentFrequency.get(c) ?? 1)) / Math.log(n + 1);
  return new Map(
    own.map((q) => {
      const weights = new Map<string, number>();
      const kind = (c: string) => (q.things.has(c) ? 1 : ACTION_ONLY_WEIGHT);
      for (const c of q.guide) weights.set(c, GUIDE_WEIGHT * idf(c) * kind(c));
      // Repeating the question's own words shows less than covering the guide: echo weighs less.
      for (const c of q.echo) weights.set(c, QUESTION_WEIGHT * idf(c) * kind(c));
      return [q.index, { weights, echo: q.echo, job, guideItems: q.items, guided: q.guide.size > 0 }];
    }),
  );
}
