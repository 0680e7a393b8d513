import { clausesOf, type Clause } from './clauses.js';
import { CONDUCT_RULES, type ConductRule } from './lexicon/conduct.js';
import { TIME_WORDS } from './lexicon/time-words.js';
import { mentionsOf, type Mention, type QuestionTopic } from './topic.js';
import type { Token } from './text-analysis.js';

/** A clause as read against its question. */
export interface ReadClause {
  clause: Clause;
  mentions: Mention[];
  /** Sum of the question-topic weights of its concepts (each counted once). */
  relevance: number;
  /** Speaks to this question (relevance at least ON_QUESTION), not merely to the job. */
  onQuestion: boolean;
  /** Speaks to the job's subject at least (the question's or the job's concepts). */
  onSubject: boolean;
  /** The candidate is the one acting ("I", "we"). */
  selfAgent: boolean;
  /** A repeat of an earlier clause of the answer. */
  repeat: boolean;
  /** How many of its concepts belong to the question's topic. */
  topicConcepts: number;
}

/** Conduct a rule found, with the clause that tells it. */
export interface ConductFinding {
  description: string;
  quote: string;
}

/** What was read in one answer (see `scoreAnswer` for how it becomes a score). */
export interface AnswerReading {
  clauses: ReadClause[];
  /** Weighted share of the question's concepts (question and guide) the answer covers, 0-1. */
  coverage: number;
  /** Concepts of the question topic the answer covers. */
  covered: Set<string>;
  /** Share of the scoring guide's points the answer touches, 0-1; null without a guide. */
  guideShare: number | null;
  /** Weighted share of the question's own words (not the guide's) the answer takes up, 0-1. */
  echoCoverage: number;
  /** Content the answer adds on the question: concepts of on-question clauses not in the question. */
  novel: Set<string>;
  /** Concrete actions the candidate says they took or take, in on-question clauses. */
  actions: Set<string>;
  /** Figures, names and times in on-subject clauses. */
  details: Set<string>;
  /** On-question clauses stating an outcome, a change or a lesson. */
  outcomes: number;
  /** Share of the answer's content mentions in clauses on the job's subject. */
  focus: number;
  /** Share of the answer's clauses with content that speak to this question. */
  questionShare: number;
  /** Most of its clauses only restate the question ("the situation was an angry customer"). */
  restatesQuestion: boolean;
  /** The candidate declines to answer ("I don't know", "I cannot remember any") and adds little. */
  declines: boolean;
  /** The answer is a list of words rather than speech. */
  list: boolean;
  conduct: ConductFinding[];
}

/** A clause speaks to its question when its concepts weigh at least this much in the topic. */
export const ON_QUESTION = 0.5;
/** An answer most of whose clauses (this share) only restate the question restates it. */
const RESTATE_SHARE = 0.6;
/** Verbs whose negation by the candidate is a refusal to answer. */
const DECLINE_VERBS = new Set(['know', 'remember', 'answer', 'sure', 'think', 'recall', 'say']);
/** A refusal followed by this much new content is an answer after all ("I don't know the figure, but…"). */
const DECLINE_MAX_NEW = 4;

const SELF = new Set(['i', 'we', 'me', 'us']);
/** Words that mark an outcome, a change or a lesson (they count only inside an on-question clause). */
const OUTCOME_WORDS = new Set(
  (
    'finally eventually afterwards since now result outcome end thank learn lesson improve reduce ' +
    'increase drop fall rise solve resolve pay left leave approve refund agree calm recover reverse ' +
    'add start stop merge'
  ).split(' '),
);
const isVerb = (t: Token) => t.pos === 'VERB' || t.pos === 'AUX';

/** The acting subject of a clause: the first pronoun or noun before its first verb, if any. */
function subjectOf(tokens: readonly Token[]): Token | null {
  for (const token of tokens) {
    if (isVerb(token)) return null;
    if (token.pos === 'PRON' || token.pos === 'NOUN' || token.pos === 'PROPN') return token;
  }
  return null;
}

/** The verb at `at` is in the passive: a form of "be" or "get" before it, perhaps past an adverb. */
function isPassive(tokens: readonly Token[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 2; i -= 1) {
    const token = tokens[i]!;
    if (token.lemma === 'be' || token.lemma === 'get') {
      // "was shouting" is the progressive, an act of the subject.
      return !tokens[at]!.text.toLowerCase().endsWith('ing');
    }
    if (token.pos !== 'ADV') return false;
  }
  return false;
}

/** Words that open a subordinate clause, whose own subject follows them. */
const SUBORDINATORS = new Set([
  'that',
  'whether',
  'who',
  'which',
  'because',
  'if',
  'when',
  'while',
  'although',
]);

/**
 * Who does the act at `at` when a subordinate clause carries it: "I found that one garage was
 * skipping checks" tells of the garage, not of the candidate. The nearest noun or pronoun between
 * a subordinator and the verb, or undefined when the verb belongs to the clause's main subject.
 * (wink-nlp gives no dependency parse, so the clause is found by its opening word.)
 */
function subordinateAgent(tokens: readonly Token[], at: number): Token | undefined {
  let nearest: Token | undefined;
  for (let i = at - 1; i >= 0; i -= 1) {
    const token = tokens[i]!;
    if (SUBORDINATORS.has(token.lemma) && token.pos !== 'VERB') return nearest;
    if (!nearest && (token.pos === 'PRON' || token.pos === 'NOUN' || token.pos === 'PROPN')) nearest = token;
  }
  return undefined;
}

/** Whether `rule` holds in the clause, given who acts in it. */
function matches(rule: ConductRule, clause: ReadClause, subject: Token | null): boolean {
  const tokens = clause.clause.tokens;
  let from = 0;
  let first: Token | null = null;
  for (const group of rule.sequence) {
    const at = tokens.findIndex(
      (t, i) => i >= from && (group.includes(t.lemma) || group.includes(t.text.toLowerCase())),
    );
    if (at === -1) return false;
    first ??= tokens[at]!;
    from = at + 1;
  }
  if (!first) return false;
  // "the panel was covered with dust": in the passive the subject is what the act befell, and
  // nobody's conduct is told.
  if (rule.agent !== 'any' && isPassive(tokens, tokens.indexOf(first))) return false;
  const negated = first.negated || tokens.some((t, i) => i < tokens.indexOf(first!) && t.lemma === 'refuse');
  if ((rule.polarity === 'negated') !== negated) return false;
  if (rule.agent === 'any') return true;
  const inner = subordinateAgent(tokens, tokens.indexOf(first));
  // Both the teller and the doer must be the candidate: "she was shouting that we had stolen her
  // money" is her accusation.
  if (inner) return SELF.has(inner.lemma) && clause.selfAgent;
  if (rule.agent === 'self') return clause.selfAgent;
  return clause.selfAgent || subject === null || (subject.pos === 'NOUN' && subject.lemma.endsWith('ing'));
}

/** The conduct rules an answer's clauses meet (one finding per rule description). */
function conductOf(clauses: readonly ReadClause[]): ConductFinding[] {
  const found = new Map<string, ConductFinding>();
  for (const clause of clauses) {
    const subject = subjectOf(clause.clause.tokens);
    for (const rule of CONDUCT_RULES) {
      if (!found.has(rule.description) && matches(rule, clause, subject)) {
        found.set(rule.description, { description: rule.description, quote: clause.clause.text });
      }
    }
  }
  return [...found.values()];
}

/** True when most of the answer is comma-separated fragments without a verb or pronoun. */
function isList(answer: string, clauses: readonly Clause[]): boolean {
  const tokens = clauses.flatMap((c) => c.tokens);
  const segments: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === ',' || t.text === '.') segments.push([]);
    else segments[segments.length - 1]!.push(t);
  }
  const fragments = segments.filter(
    (s) => s.length > 0 && s.length <= 3 && !s.some((t) => isVerb(t) || t.pos === 'PRON' || t.pos === 'AUX'),
  );
  const words = answer.split(/\s+/).filter(Boolean).length;
  const fragmentWords = fragments.reduce((n, s) => n + s.length, 0);
  return fragments.length >= 4 && fragmentWords / Math.max(1, words) > 0.5;
}

/** Clauses that add nothing to the question: every content word is the question's own. */
function restates(clauses: readonly ReadClause[], topic: QuestionTopic): boolean {
  const contentful = clauses.filter((c) => c.mentions.length > 0);
  const empty = contentful.filter((c) => c.mentions.every((m) => topic.echo.has(m.concept)));
  return contentful.length >= 3 && empty.length / contentful.length >= RESTATE_SHARE;
}

/** A refusal: a negated or doubtful "know", "remember", "answer"… said by the candidate. */
function declines(clauses: readonly ReadClause[]): boolean {
  return clauses.some(
    (c) =>
      c.selfAgent &&
      c.clause.tokens.some(
        (t) =>
          (DECLINE_VERBS.has(t.lemma) && t.negated) ||
          (t.lemma === 'skip' && c.clause.tokens.some((u) => u.lemma === 'question')),
      ),
  );
}

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : [...a].filter((x) => b.has(x)).length / union;
};

/** Reads one answer against its question's topic. */
export function readAnswer(answer: string, topic: QuestionTopic): AnswerReading {
  return readClauses(answer, clausesOf(answer), topic);
}

/** Reads an answer already split into clauses (so it can be read against several questions). */
export function readClauses(answer: string, clauses: readonly Clause[], topic: QuestionTopic): AnswerReading {
  const seen: Set<string>[] = [];
  let previousSelf = false;
  const read: ReadClause[] = clauses.map((clause) => {
    const mentions = mentionsOf(clause.tokens);
    const concepts = new Set(mentions.filter((m) => !m.token.negated).map((m) => m.concept));
    const relevance = [...concepts].reduce((sum, c) => sum + (topic.weights.get(c) ?? 0), 0);
    const subject = subjectOf(clause.tokens);
    const selfAgent = subject ? SELF.has(subject.lemma) : previousSelf;
    previousSelf = selfAgent;
    // A clause of one or two concepts ("when I make a mistake") is not a repeated statement.
    const repeat = concepts.size >= 3 && seen.some((s) => jaccard(s, concepts) >= 0.8);
    seen.push(concepts);
    const onQuestion = !repeat && relevance >= ON_QUESTION;
    const topicConcepts = [...concepts].filter((c) => topic.weights.has(c)).length;
    return {
      topicConcepts,
      clause,
      mentions,
      relevance,
      onQuestion,
      onSubject: onQuestion || [...concepts].some((c) => topic.weights.has(c) || topic.job.has(c)),
      selfAgent,
      repeat,
    };
  });
  // One topic word in a clause among unrelated ones ("we watched elephants…") is a coincidence:
  // such a clause speaks to the question only next to a clause on the subject.
  for (const [i, c] of read.entries()) {
    const anchored =
      c.topicConcepts >= 2 || read[i - 1]?.onSubject === true || read[i + 1]?.onSubject === true;
    if (c.onQuestion && !anchored) c.onQuestion = false;
  }
  // A story told in short sentences ("She was shouting. I let her talk. Then I said sorry.") spreads
  // the question's words thin: what lies between its first and last clause on the question is
  // part of the answer, whatever the length of its sentences.
  const firstOn = read.findIndex((c) => c.onQuestion);
  const lastOn = read.findLastIndex((c) => c.onQuestion);
  for (let i = firstOn + 1; firstOn !== -1 && i < lastOn; i += 1) {
    const c = read[i]!;
    if (!c.repeat && c.mentions.length > 0) c.onQuestion = true;
  }
  const list = isList(answer, clauses);
  const live = read.filter((c) => !c.repeat && !list);
  const positive = live.flatMap((c) => c.mentions.filter((m) => !m.token.negated));
  const covered = new Set(positive.map((m) => m.concept).filter((c) => topic.weights.has(c)));
  const total = [...topic.weights.values()].reduce((sum, w) => sum + w, 0);
  const coverage = total === 0 ? 0 : [...covered].reduce((sum, c) => sum + topic.weights.get(c)!, 0) / total;
  const touched = topic.guideItems.filter((item) => [...item.concepts].some((c) => covered.has(c)));
  const guideShare = topic.guideItems.length === 0 ? null : touched.length / topic.guideItems.length;
  const echoTotal = [...topic.echo].reduce((sum, c) => sum + (topic.weights.get(c) ?? 0), 0);
  const echoCovered = [...topic.echo].filter((c) => covered.has(c));
  const echoCoverage =
    echoTotal === 0 ? 0 : echoCovered.reduce((sum, c) => sum + (topic.weights.get(c) ?? 0), 0) / echoTotal;
  const onQuestion = live.filter((c) => c.onQuestion);
  const contentful = live.filter((c) => c.mentions.length > 0);
  const onSubject = live.filter((c) => c.onSubject);
  const novel = new Set(
    onQuestion.flatMap((c) =>
      c.mentions.filter((m) => !m.token.negated && !topic.echo.has(m.concept)).map((m) => m.concept),
    ),
  );
  const actions = new Set(
    onQuestion
      .filter((c) => c.selfAgent)
      .flatMap((c) =>
        c.mentions.filter((m) => m.token.pos === 'VERB' && !m.token.negated).map((m) => m.concept),
      ),
  );
  const details = new Set(
    onQuestion.flatMap((c) =>
      c.clause.tokens
        .filter((t) => t.pos === 'NUM' || (t.pos === 'PROPN' && !t.stop) || TIME_WORDS.has(t.lemma))
        .map((t) => t.lemma),
    ),
  );
  const outcomes = onQuestion.filter(
    (c, i) => i > 0 && c.clause.tokens.some((t) => OUTCOME_WORDS.has(t.lemma) && !t.negated),
  ).length;
  const allMentions = read.filter((c) => !c.repeat).reduce((n, c) => n + c.mentions.length, 0);
  const subjectMentions = onSubject.reduce((n, c) => n + c.mentions.length, 0);
  return {
    clauses: read,
    coverage,
    covered,
    guideShare,
    echoCoverage,
    novel,
    actions,
    details,
    outcomes,
    focus: allMentions === 0 ? 0 : subjectMentions / allMentions,
    questionShare: contentful.length === 0 ? 0 : onQuestion.length / contentful.length,
    restatesQuestion: restates(live, topic),
    declines: declines(live) && novel.size < DECLINE_MAX_NEW,
    list,
    conduct: conductOf(read),
  };
}
