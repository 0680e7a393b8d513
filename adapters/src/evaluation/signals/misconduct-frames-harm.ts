import { doneBySomeoneElse } from './deed-subject.js';
import { near, type ClauseView } from './conduct-frame.js';
import { acts, has, passive, type Frame } from './misconduct-clues.js';
import {
  BLOWS,
  CHANNELS,
  PERSONS,
  FALSE_THINGS,
  LOOK_GENUINE,
  MAKE,
  FIND_OUT,
  OWN_METRICS,
  OWN_PURSE,
  PERSONAL_DETAILS,
  PRIVATE_BY_KIND,
  SHOW,
  SILENCED,
  SPOILS,
  UNSEEN_MANNER,
  VIOLENCE,
} from './misconduct-words.js';

/**
 * Misconduct frames of harm told in ordinary words (docs/scoring-rubric.md, the
 * `local-signals@7` round): violence or coercion of a person, others told to keep quiet, a thing
 * made fake, what the candidate did aimed at concealment ("so it doesn't show") or at their own
 * gain ("to my account"), others' details posted where many see them, a threat told as a
 * condition. Most are worth one point, so one turn of phrase never holds an honest answer: it
 * takes two kinds of wrong in one answer (misconduct.ts, `FLAG_AT`).
 */

/** Words that may stand between the candidate and their act: "we then beat", "I did threaten". */
const BETWEEN = new Set(['also', 'just', 'then', 'even', 'did', 'always', 'sometimes']);
/** The verb at `i` has "I" or "we" right before it, or one word of BETWEEN between. */
const byTheCandidate = (c: ClauseView, i: number) => {
  const before = c.lower[i - 1] ?? '';
  // "we went out and beat them": verbs joined by "and" share the clause's subject.
  if (before === 'and') return c.own;
  const k = BETWEEN.has(before) ? i - 2 : i - 1;
  return c.lower[k] === 'i' || c.lower[k] === 'we';
};

export const VIOLENCE_OR_COERCION: Frame = {
  // "I slapped him in front of everybody", "I threatened the driver".
  name: 'violence or coercion',
  points: 2,
  found: (c) =>
    c.own &&
    // Without punctuation a misheard word ("swap" heard "slap") or a clause run into the next
    // ("…it is fine some supervisors will even threaten…") puts a blow in no one's hands: the
    // candidate must be right before it.
    (c.written ||
      c.tokens.some((t, i) => (VIOLENCE.has(t.lemma) || BLOWS.has(t.lemma)) && byTheCandidate(c, i))) &&
    (c.tokens.some(
      (t, i) =>
        (t.pos === 'VERB' || t.pos === 'NOUN') &&
        VIOLENCE.has(t.lemma) &&
        !t.negated &&
        !passive(c, i) &&
        // "he shouted, threatened Tiwonge", "he said the father beats him": another's deed.
        !doneBySomeoneElse(c, i),
    ) ||
      c.tokens.some(
        // "beat them", not "is beating him" (a mark beaten).
        (t, i) =>
          t.pos === 'VERB' &&
          BLOWS.has(t.lemma) &&
          !/ing$/i.test(t.text) &&
          !t.negated &&
          !doneBySomeoneElse(c, i) &&
          PERSONS.has(c.lower[i + 1] ?? ''),
      )),
};

/** "not to" right after a person is told, asked or ordered: the act silenced follows. */
const TOLD_NOT_TO = /^(tell|ask|order|instruct|warn|beg)$/;
export const OTHERS_SILENCED: Frame = {
  // "I told the others not to talk", "told him to say he fell at home".
  name: 'others told to keep quiet',
  points: 1.5,
  found: (c) =>
    c.own &&
    c.tokens.some((t, i) => {
      if (!TOLD_NOT_TO.test(t.lemma) || t.negated) return false;
      const after = c.lower.slice(i + 1, i + 8);
      return after.some((w, k) => w === 'not' && after[k + 1] === 'to' && SILENCED.has(after[k + 2] ?? ''));
    }),
};

export const MADE_FAKE: Frame = {
  // "I created five fake accounts", "printed a bogus receipt".
  name: 'a thing made fake',
  points: 1.5,
  found: (c) => c.own && acts(c, MAKE) && has(c, FALSE_THINGS),
};

/**
 * A verb of `words`, negated, within six words after "so", whose subject is someone else: "so the
 * team would not notice", not "so I don't know".
 */
const keptFromAfterSo = (c: ClauseView, words: ReadonlySet<string>) =>
  c.tokens.some(
    (t, j) =>
      words.has(t.lemma) &&
      t.negated &&
      c.lower.slice(Math.max(0, j - 6), j).includes('so') &&
      !c.lower.slice(c.lower.lastIndexOf('so', j), j).some((w) => w === 'i' || w === 'we'),
  );

export const FOR_CONCEALMENT: Frame = {
  // "…so it doesn't show as shrinkage", "…so it looked real", "so there is no paper trail".
  name: 'aimed at concealment',
  consequence: true,
  points: 1,
  found: (c) =>
    c.lower.includes('so') &&
    (c.tokens.some((t) => SHOW.has(t.lemma) && t.negated) ||
      near(
        c,
        (w) => w === 'look' || w === 'looks' || w === 'looked',
        (w) => LOOK_GENUINE.has(w),
        1,
      ) ||
      near(
        c,
        (w) => w === 'paper',
        (w) => w === 'trail',
        1,
      ) ||
      // "…so the morning team would not think…", "so he would not talk": someone kept from
      // finding out or kept silent.
      keptFromAfterSo(c, FIND_OUT) ||
      keptFromAfterSo(c, SILENCED)),
};

export const ADMITTED_UNTRUE: Frame = {
  // "It is not true, but it worked": the candidate's own word owned as false.
  name: 'owned as untrue',
  consequence: true,
  points: 1,
  found: (c) =>
    c.lower.includes('but') &&
    near(
      c,
      (w) => w === 'not',
      (w) => w === 'true',
      1,
    ),
};

/**
 * Money the candidate shares out: "…TSh 150,000, which I shared with my assistant", "…in cash,
 * which I shared with the two attendants". The sum named right before "which" (cash, or a word
 * with a figure) is what is shared; information, plans and work are shared with no sum before
 * them ("a plan, which I shared with the team", "12 recommendations, which I shared").
 */
function moneySharedOut(c: ClauseView): boolean {
  if (!c.lemmas.includes('share') || c.tokens.some((t) => t.negated)) return false;
  const words = [...c.before, ...c.lower].filter((w) => !/^[,.;:]$/.test(w));
  return words.some(
    (w, i) =>
      w === 'which' &&
      (words[i - 1] === 'cash' || /\d/.test(words[i - 1] ?? '')) &&
      words.slice(i + 1, i + 4).some((x) => /^shar/.test(x)),
  );
}

export const FOR_OWN_GAIN: Frame = {
  // "…sent to my wife's account", "we share the proceeds", "the rest we shared in the team",
  // "…TSh 150,000, which I shared with my assistant" (the `local-signals@17` round).
  name: 'aimed at own gain',
  consequence: true,
  points: 1,
  found: (c) =>
    near(
      c,
      (w) => w === 'my',
      (w) => OWN_PURSE.has(w),
      3,
    ) ||
    (c.lemmas.includes('share') && has(c, SPOILS) && !c.tokens.some((t) => t.negated)) ||
    moneySharedOut(c),
};

export const DETAILS_POSTED: Frame = {
  // "posted his name and the bill in our WhatsApp group", "sent him the whole payroll on WhatsApp".
  name: 'others’ details posted',
  points: 1,
  found: (c) =>
    c.own &&
    acts(c, new Set(['post', 'send', 'share', 'forward', 'print'])) &&
    has(c, CHANNELS) &&
    (has(c, PRIVATE_BY_KIND) ||
      near(
        c,
        (w) => w === 'his' || w === 'her' || w === 'their',
        (w) => PERSONAL_DETAILS.has(w),
        3,
      )),
};

/** Those a condition is set on: the person told, or anyone of them. */
const CONDITIONED = new Set(['he', 'she', 'they', 'you', 'anyone', 'anybody']);
/** What the candidate says they will do: "I will", "we would", "I'll". */
const WILL = new Set(['will', 'would', "'ll"]);

/**
 * The person told, then "if" they do or fail to do something, the candidate will act: "I told her
 * that if she does not come, I will note her as unreliable", "told him if he goes to the union,
 * I'll open a case". The threat is said to the person it binds, and the act is the candidate's
 * own; "if they don't listen I report to HR" tells a rule, and "if the person continues, I will
 * inform the principal" is said to no one.
 */
function toldIfThenI(c: ClauseView): boolean {
  // The three parts often stand in three clauses ("I told her very clearly that | if she does not
  // come, | I will note her…"): read the candidate's clauses before, the one before and this one.
  const lemmas = [...c.ownEarlier, ...c.previous, ...c.lemmas].filter((w) => !/^[,.;:—-]$/.test(w));
  return lemmas.some((w, i) => {
    if ((w !== 'tell' && w !== 'warn') || !/^(him|her|them)$/.test(lemmas[i + 1] ?? '')) return false;
    const at = lemmas.slice(i + 2, i + 6).indexOf('if');
    if (at < 0 || !CONDITIONED.has(lemmas[i + 3 + at] ?? '')) return false;
    const rest = lemmas.slice(i + 4 + at, i + 24 + at);
    return rest.some((x, k) => (x === 'i' || x === 'we') && WILL.has(rest[k + 1] ?? ''));
  });
}

export const THREAT_AS_CONDITION: Frame = {
  // "unless he gives me an envelope, I will report…", "the child will not write the exams unless
  // they pay", and (the `local-signals@18` round) "I told her that if she does not come, I will…".
  name: 'a threat told as a condition',
  points: 1,
  // The condition is its own clause ("…that unless he pays me | I will…"); a refusal set as a
  // condition ("we cannot release it unless…") is a rule, not a threat.
  found: (c) => c.own && ((c.lower.includes('unless') && !c.tokens.some((t) => t.negated)) || toldIfThenI(c)),
};

export const FOR_OWN_FIGURES: Frame = {
  // "…to protect your numbers", "so my portfolio stays clean", "my numbers were the best".
  name: 'aimed at own figures',
  consequence: true,
  points: 1,
  found: (c) =>
    near(
      c,
      (w) => w === 'my' || w === 'our' || w === 'your',
      (w) => OWN_METRICS.has(w),
      2,
    ) && !c.tokens.some((t) => t.negated),
};

export const DONE_UNSEEN: Frame = {
  // "I quietly changed the record", "burnt them quietly", "I managed it discreetly".
  name: 'done unseen',
  points: 1,
  found: (c) => c.own && has(c, UNSEEN_MANNER),
};
