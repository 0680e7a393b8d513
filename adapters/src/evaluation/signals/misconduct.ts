import type { ReadClause } from './answer-reading.js';
import {
  hypothetical,
  near,
  NEGATORS,
  refuses,
  set,
  toldAsOwn,
  turnsDown,
  type ClauseView,
} from './conduct-frame.js';
import {
  ACCEPT,
  AUDIENCE,
  DISCLOSE,
  FALSE_STATES,
  FAVOURS,
  FELT,
  FIND_OUT,
  GIVE,
  KEPT_FROM,
  KEPT_SAFE,
  MONEY,
  OFFICIALS,
  PAY,
  PRIVATE,
  PUBLIC,
  RECORD_VERBS,
  SCOLD,
  SELL,
  SHAMING,
  SPREAD,
  VERIFIED_FIRST,
  WRONG_ACTS,
} from './misconduct-words.js';

/**
 * Misconduct told as the candidate's own practice (docs/scoring-rubric.md): frames of conduct a
 * job rejects whatever the job — bribes and favours, false records, keeping things off the record
 * or from everybody, threats and public shaming, others' private information spread, checks
 * skipped, deceit. Each frame is a shape of a clause (who acts, doing what to what), never a
 * sector's words. A frame counts only where the candidate is the one acting, not negated ("I did
 * not hide anything"), not refused or reported ("I refused the envelope"); one frame alone is
 * rarely enough (`FLAG_AT`), so a single innocent turn of phrase does not flag an honest answer.
 */

/** Points from which an answer is held for a human listen. */
export const FLAG_AT = 2;

/** Forms of "be" and "get" before a verb that make it passive: "offerings were being kept" says who acted on them, not that the candidate did. */
const passive = (c: ClauseView, i: number) =>
  ['be', 'get', 'being', 'been'].includes(c.tokens[i - 1]?.lemma ?? '');
/** A token of the clause whose lemma is in `words`, acting (not negated, not passive). */
const acts = (c: ClauseView, words: ReadonlySet<string>) =>
  c.tokens.some(
    (t, i) => (t.pos === 'VERB' || t.pos === 'NOUN') && words.has(t.lemma) && !t.negated && !passive(c, i),
  );
/**
 * "a driver stealing fuel", "caught him stealing", "like stealing fuel": an -ing form right after
 * someone else or an example names another's act; the candidate's own is told "I was stealing" or
 * "cover it by backdating".
 */
const othersDoing = (c: ClauseView, i: number) => {
  const before = c.tokens[i - 1];
  if (!/ing$/i.test(c.tokens[i]?.text ?? '') || !before) return false;
  const someone =
    before.pos === 'NOUN' ||
    before.pos === 'PROPN' ||
    (before.pos === 'PRON' && !/^(i|we)$/.test(before.lemma));
  return someone || before.lemma === 'like' || before.lemma === 'as';
};
/** Words that deny the thing named after them: "no gift", "without any envelope", "not need any tip". */
const DENIED_BY = new Set(['no', 'without', 'any', 'never', 'nor']);
/** A favour named and not denied ("I did not need any gift" names one and denies it). */
const favourNamed = (c: ClauseView) =>
  c.tokens.some(
    (t, i) =>
      (FAVOURS.has(t.lemma) || FAVOURS.has(c.lower[i] ?? '')) &&
      !t.negated &&
      !c.lower.slice(Math.max(0, i - 3), i).some((w) => DENIED_BY.has(w)),
  );
/** A giving verb with "extra" right after it ("I gave the officer something extra"), not "got extra guards trained" further on. */
const givesExtra = (c: ClauseView) =>
  c.tokens.some(
    (t, i) =>
      t.pos === 'VERB' &&
      GIVE.has(t.lemma) &&
      !t.negated &&
      !passive(c, i) &&
      c.lower.slice(i + 1, i + 5).includes('extra'),
  );
const has = (c: ClauseView, words: ReadonlySet<string>) =>
  c.lemmas.some((l) => words.has(l)) || c.lower.some((w) => words.has(w));
/** A frame: how many points a clause earns by it. */
interface Frame {
  name: string;
  points: number;
  /** Told as what came of the candidate's act just before ("…and nobody noticed"), not as an act. */
  consequence?: boolean;
  found(c: ClauseView): boolean;
}

const FRAMES: readonly Frame[] = [
  {
    name: 'a wrong act',
    points: 2,
    found: (c) =>
      c.own &&
      c.tokens.some(
        (t, i) =>
          t.pos === 'VERB' &&
          WRONG_ACTS.has(t.lemma) &&
          !t.negated &&
          // "no suggestion I had concealed anything": taken back by a negator before it.
          !c.lemmas.slice(0, i).some((l) => NEGATORS.has(l)) &&
          c.lower[i + 1] !== 'anything' &&
          !passive(c, i) &&
          !othersDoing(c, i) &&
          (t.lemma !== 'lie' || /^lied$|^lies$/i.test(t.text) || c.lower[i + 1] === 'to'),
      ),
  },
  {
    // "…and nobody noticed", "so no one finds out", "the client never knew".
    name: 'unseen',
    consequence: true,
    points: 1,
    found: (c) =>
      c.tokens.some(
        (t, i) =>
          FIND_OUT.has(t.lemma) &&
          [c.lower[i - 1], c.lower[i - 2]].some((w) => w === 'nobody' || w === 'never' || w === 'one') &&
          !(c.lower[i - 2] === 'one' && c.lower[i - 3] !== 'no') &&
          !['how', 'what', 'where', 'why', 'whether', 'if'].includes(c.lower[i + 1] ?? ''),
      ),
  },
  {
    // "I did not tell anyone", "I don't enter it in the book", "without telling HR", "nothing went in the diary".
    name: 'kept off the record',
    consequence: true,
    points: 1.5,
    found: (c) =>
      (c.own &&
        c.tokens.some((t) => DISCLOSE.has(t.lemma) && t.pos === 'VERB' && t.negated) &&
        has(c, KEPT_FROM) &&
        !c.lower.includes('until')) ||
      near(
        c,
        (w) => w === 'without',
        (w) => /^(telling|informing|reporting|recording)$/.test(w),
        1,
      ) ||
      near(
        c,
        (w) => w === 'nothing',
        (w) => w === 'went',
        1,
      ) ||
      near(
        c,
        (w, i) => (w === 'told' || w === 'tell') && c.lower[i + 2] === 'to',
        (w) => w === 'say',
        3,
      ) ||
      near(
        c,
        (w) => w === 'not',
        (w) => w === 'say',
        2,
      ),
  },
  {
    // "I mark the visits as done", "filled in the logbook as if I had taught".
    name: 'a false record',
    points: 1.5,
    found: (c) =>
      c.own &&
      acts(c, RECORD_VERBS) &&
      // "marked as delivered only after the customer signed": the record follows the check.
      !has(c, VERIFIED_FIRST) &&
      (near(
        c,
        (w) => w === 'as',
        (w) => FALSE_STATES.has(w) || w === 'if',
        1,
      ) ||
        near(
          c,
          (w) => w === 'on',
          (w) => w === 'paper',
          1,
        ) ||
        near(
          c,
          (w) => w === 'so',
          (w) => /^(match|matches|balance|balances)$/.test(w),
          5,
        )),
  },
  {
    // "…as if I had taught", "…so on paper everything is fine": made to look so.
    name: 'made to look so',
    consequence: true,
    points: 1,
    found: (c) =>
      c.own &&
      (near(
        c,
        (w) => w === 'as',
        (w) => w === 'if',
        1,
      ) ||
        near(
          c,
          (w) => w === 'on',
          (w) => w === 'paper',
          1,
        )),
  },
  {
    // "I scratched off the expiry date", "changed the figure".
    name: 'a record tampered with',
    points: 1,
    found: (c) =>
      c.own &&
      acts(c, set('scratch restamp re-stamp change alter erase remove')) &&
      has(c, set('date expiry label serial figure figures number numbers reading readings mark marks')),
  },
  {
    // "…so my numbers look good": a record made for the candidate's figures.
    name: 'for their own figures',
    consequence: true,
    points: 1,
    found: (c) =>
      near(
        c,
        (w) => w === 'so',
        (w) => /^(numbers|figures|scorecard|stats|rating|ratings|targets)$/.test(w),
        3,
      ),
  },
  {
    name: 'a favour given or taken',
    points: 2,
    found: (c) =>
      (c.own &&
        !c.tokens.some((t) => t.negated && (GIVE.has(t.lemma) || ACCEPT.has(t.lemma))) &&
        ((favourNamed(c) && (acts(c, GIVE) || acts(c, ACCEPT))) ||
          (acts(c, GIVE) &&
            near(
              c,
              (w) => w === 'something',
              (w) => w === 'small' || w === 'extra',
              1,
            )) ||
          (givesExtra(c) && has(c, OFFICIALS)))) ||
      // "Taking a small token of appreciation is normal here": the practice itself, approved.
      (/^(taking|accepting|giving)$/.test(c.lower[0] ?? '') && has(c, FAVOURS)) ||
      near(
        c,
        (w) => w === 'little',
        (w) => w === 'something',
        1,
      ) ||
      (has(c, OFFICIALS) &&
        near(
          c,
          (w) => w === 'something',
          (w) => w === 'small',
          1,
        )),
  },
  {
    // "…and a little something for me", "I keep the cash": what is not the candidate's, kept.
    name: 'kept for themselves',
    points: 1.5,
    found: (c) =>
      (c.own && acts(c, ACCEPT) && has(c, MONEY) && c.lower.includes('the') && !has(c, KEPT_SAFE)) ||
      near(
        c,
        (w) => w === 'for',
        (w) => w === 'myself',
        1,
      ) ||
      near(
        c,
        (w) => w === 'something',
        (w) => w === 'me',
        3,
      ),
  },
  {
    name: 'public shaming',
    points: 1.5,
    found: (c) =>
      (c.own &&
        acts(c, SCOLD) &&
        near(
          c,
          (w) => w === 'front',
          (w) => AUDIENCE.has(w),
          3,
        )) ||
      c.tokens.some(
        (t, i) =>
          (SHAMING.has(t.lemma) || SHAMING.has(c.lower[i]!)) &&
          !t.negated &&
          !c.lower.slice(Math.max(0, i - 2), i).some((w) => FELT.has(w)),
      ),
  },
  {
    // "I deduct it from his pay", "I held back his payment", "locked the gate so no one could leave".
    name: 'a threat or punishment',
    points: 1.5,
    found: (c) =>
      (c.own && acts(c, set('deduct withhold lock')) && (has(c, PAY) || has(c, set('gate door leave')))) ||
      (c.own &&
        near(
          c,
          (w) => w === 'held' || w === 'hold',
          (w) => w === 'back',
          1,
        ) &&
        has(c, PAY)) ||
      has(c, set('arrest arrested jail')),
  },
  {
    name: 'others’ private matters spread',
    points: 2,
    found: (c) => c.own && acts(c, SPREAD) && has(c, PRIVATE) && has(c, PUBLIC),
  },
  {
    name: 'checks skipped',
    consequence: true,
    points: 1,
    found: (c) =>
      (c.own && acts(c, set('bypass skip'))) ||
      (c.lower.includes('bypassed') && !c.tokens.some((t) => t.negated)) ||
      (c.own && c.lemmas.includes('sign') && has(c, set('afterwards later'))) ||
      (c.own &&
        near(
          c,
          (w) => w === 'without',
          (w) => /^(checking|testing|inspecting|inspection|approval|permission|prescription)$/.test(w),
          2,
        )),
  },
  {
    // "I tell customers the system is down… even if the real reason…", "I pretend".
    name: 'deceit',
    points: 1.5,
    found: (c) =>
      (c.own && acts(c, set('pretend'))) ||
      (c.own &&
        c.lemmas.includes('say') &&
        near(
          c,
          (w) => w === 'will',
          (w) => w === 'say',
          1,
        ) &&
        c.lower.includes('was')) ||
      (c.own &&
        has(c, set('tell say')) &&
        near(
          c,
          (w) => w === 'even',
          (w) => w === 'if' || w === 'though',
          1,
        )) ||
      near(
        c,
        (w) => w === 'real',
        (w) => w === 'reason',
        1,
      ) ||
      (c.own && acts(c, SELL) && has(c, set('expired quietly'))),
  },
];

/** How many clauses after a favour is named its refusal may come ("…with a gift basket and an envelope. She said… I did not take the envelope"). */
const DECLINED_WITHIN = 5;

/**
 * The favour named in clause `i` is declined by the candidate soon after: "I did not take the
 * envelope or the basket", "I refused". Without sentence boundaries (recogniser output) the offer and
 * the refusal stand clauses apart, and a misheard word ("yams" heard "hands") can make the offer
 * read as a giving.
 */
function declinedAfter(clauses: readonly ReadClause[], i: number): boolean {
  return clauses.slice(i + 1, i + 1 + DECLINED_WITHIN).some(({ clause: { tokens } }) => {
    if (!toldAsOwn(tokens)) return false;
    const lower = tokens.map((t) => t.text.toLowerCase());
    const notTaken = tokens.some(
      (t) =>
        t.pos === 'VERB' &&
        t.negated &&
        (ACCEPT.has(t.lemma) || GIVE.has(t.lemma)) &&
        lower.some((w) => FAVOURS.has(w) || FAVOURS.has(w.replace(/s$/, '')) || w === 'it' || w === 'them'),
    );
    return notTaken || turnsDown(tokens);
  });
}

/** What the frames found in an answer: its points and the clause that weighs most. */
export interface MisconductReading {
  points: number;
  frames: string[];
  clause: ReadClause | null;
}

/** Reads an answer's clauses for misconduct told as the candidate's own (see FRAMES). */
export function readMisconduct(clauses: readonly ReadClause[]): MisconductReading {
  const found = new Set<string>();
  let best: { clause: ReadClause; points: number } | null = null;
  let points = 0;
  clauses.forEach((read, i) => {
    const tokens = read.clause.tokens;
    // A consequence ("…so nobody found out", "…so my numbers look good") follows from the
    // candidate's act told just before.
    const ownBefore = clauses.slice(Math.max(0, i - 2), i).some((c) => toldAsOwn(c.clause.tokens));
    const next = clauses[i + 1]?.clause.tokens.slice(0, 2) ?? [];
    const view: ClauseView = {
      tokens,
      lemmas: tokens.map((t) => t.lemma),
      lower: [...tokens, ...next].map((t) => t.text.toLowerCase()),
      own: toldAsOwn(tokens) || (read.self && i > 0 && toldAsOwn(clauses[i - 1]!.clause.tokens)),
    };
    // "I refused the envelope", "we reported it", and "I was asked to backdate it. I refused":
    // the candidate turns it down, here or in the next clause.
    const nextClause = clauses[i + 1]?.clause.tokens ?? [];
    if ((refuses(tokens) && view.own) || turnsDown(tokens) || turnsDown(nextClause)) return;
    if (favourNamed(view) && declinedAfter(clauses, i)) return;
    if (hypothetical(view)) return;
    let here = 0;
    for (const frame of FRAMES) {
      // Only the candidate's own conduct counts: what others did, said or asked is reported
      // ("the police arrested the thief", "the customer accused me of overcharging"). A clause
      // that opens on the practice itself ("Taking a small token is normal") states the
      // candidate's own view of it; "…and nobody noticed" goes on from the candidate's act.
      const ownEnough =
        view.own ||
        /^(taking|accepting|giving)$/.test(view.lower[0] ?? '') ||
        (frame.consequence === true && ownBefore);
      if (!ownEnough || !frame.found(view)) continue;
      here += frame.points;
      if (!found.has(frame.name)) points += frame.points;
      found.add(frame.name);
    }
    if (here > 0 && (!best || here > best.points)) best = { clause: read, points: here };
  });
  return { points, frames: [...found], clause: (best as { clause: ReadClause } | null)?.clause ?? null };
}
