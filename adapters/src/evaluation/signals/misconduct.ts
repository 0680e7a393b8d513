import type { Token } from '../rubric/text-analysis.js';
import type { ReadClause } from './answer-reading.js';

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

const set = (words: string) => new Set(words.split(' '));

/** Acts that are wrong whoever asks for them. */
const WRONG_ACTS = set(
  'lie cheat steal bribe falsify fake forge fabricate embezzle conceal backdate smuggle blackmail extort harass ' +
    'bully insult humiliate intimidate overcharge defraud swindle scam pocket inflate misreport shortchange',
);
/** Turning down or exposing what is wrong: a clause with one of these is honest. */
const REFUSAL = set('refuse reject decline return report warn stop expose resist');
/** Telling or recording: kept from people or records when negated. */
const DISCLOSE = set(
  'tell report inform record declare disclose mention write log enter put ring register note',
);
/** Whom or where a thing is kept from. */
const KEPT_FROM = set(
  'anyone anybody nobody hr manager boss office police supervisor report book books system diary log record records register till file',
);
const FIND_OUT = set('notice know find see discover suspect check');
/** Records one can mark as something they are not. */
const RECORD_VERBS = set(
  'mark sign fill record write stamp close tick enter post change alter edit adjust log show',
);
const FALSE_STATES = set(
  'done complete completed resolved covered taught paid delivered present checked fine',
);
const FAVOURS = set('token gift envelope tip commission kickback bribe');
const GIVE = set('give pay pass offer hand bring send');
const ACCEPT = set('take accept receive keep collect');
const MONEY = set('cash money something');
const SHAMING = set('ashamed humiliate humiliated embarrass embarrassed shame');
const SCOLD = set('shout scold read insult punish mock call show tell make');
const AUDIENCE = set('everybody everyone others class team whole all');
const PRIVATE = set('personal private hiv status debts diagnosis names');
const SPREAD = set('tell show share post send explain print');
const PUBLIC = set('group neighbour neighbours everybody everyone others whatsapp church street public');
const PAY = set('pay salary allowance wage wages payment wage');
const SELL = set('sell sold');
const OFFICIALS = set('officer officers official officials inspector inspectors police guard guards clerk');

/** One clause as the frames read it. */
interface ClauseView {
  tokens: readonly Token[];
  lemmas: readonly string[];
  /** Lower-case words, and the next clause's first words (a phrase may run across: "as | if"). */
  lower: readonly string[];
  /** The candidate acts in it: its first subject is "I" or "we". */
  own: boolean;
}

/** The first subject (before the first verb) of the clause or of a part of it after a comma is the candidate. */
function toldAsOwn(tokens: readonly Token[]): boolean {
  const starts = [0, ...tokens.flatMap((t, i) => (t.text === ',' || t.text === ':' ? [i + 1] : []))];
  return starts.some((start) => {
    for (const t of tokens.slice(start)) {
      if (t.pos === 'VERB' || t.pos === 'AUX') return false;
      if (t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN')
        return t.lemma === 'i' || t.lemma === 'we';
    }
    return false;
  });
}

const NEGATORS = set('not no never nobody nothing without');

/** A token of the clause whose lemma is in `words`, acting (not negated). */
const acts = (c: ClauseView, words: ReadonlySet<string>) =>
  c.tokens.some((t) => (t.pos === 'VERB' || t.pos === 'NOUN') && words.has(t.lemma) && !t.negated);
const has = (c: ClauseView, words: ReadonlySet<string>) =>
  c.lemmas.some((l) => words.has(l)) || c.lower.some((w) => words.has(w));
/** The words `a` then `b` within `gap` words of each other. */
function near(c: ClauseView, a: (w: string, i: number) => boolean, b: (w: string) => boolean, gap = 4) {
  return c.lower.some((w, i) => a(w, i) && c.lower.slice(i + 1, i + 1 + gap).some(b));
}

/** A frame: how many points a clause earns by it. */
interface Frame {
  name: string;
  points: number;
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
          !(c.tokens[i - 1]?.lemma === 'be' || c.tokens[i - 1]?.lemma === 'get') &&
          (t.lemma !== 'lie' || /^lied$|^lies$/i.test(t.text) || c.lower[i + 1] === 'to'),
      ),
  },
  {
    // "…and nobody noticed", "so no one finds out", "the client never knew".
    name: 'unseen',
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
    points: 1.5,
    found: (c) =>
      (c.own && c.tokens.some((t) => DISCLOSE.has(t.lemma) && t.negated) && has(c, KEPT_FROM)) ||
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
        ((has(c, FAVOURS) && (acts(c, GIVE) || acts(c, ACCEPT))) ||
          (acts(c, GIVE) &&
            near(
              c,
              (w) => w === 'something',
              (w) => w === 'small' || w === 'extra',
              1,
            )) ||
          (acts(c, GIVE) && c.lower.includes('extra') && has(c, OFFICIALS)))) ||
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
      (c.own && acts(c, ACCEPT) && has(c, MONEY) && c.lower.includes('the')) ||
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
      (has(c, SHAMING) && !c.tokens.some((t) => t.negated && SHAMING.has(t.lemma))),
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
    const next = clauses[i + 1]?.clause.tokens.slice(0, 2) ?? [];
    const view: ClauseView = {
      tokens,
      lemmas: tokens.map((t) => t.lemma),
      lower: [...tokens, ...next].map((t) => t.text.toLowerCase()),
      own: toldAsOwn(tokens) || (read.self && i > 0 && toldAsOwn(clauses[i - 1]!.clause.tokens)),
    };
    // "I refused the envelope", "we reported it": the candidate turns it down.
    const refuses = tokens.some(
      (t) => REFUSAL.has(t.lemma) && t.pos === 'VERB' && !t.negated && !/ing$/i.test(t.text),
    );
    if (refuses && view.own) return;
    let here = 0;
    for (const frame of FRAMES) {
      if (!frame.found(view)) continue;
      here += frame.points;
      if (!found.has(frame.name)) points += frame.points;
      found.add(frame.name);
    }
    if (here > 0 && (!best || here > best.points)) best = { clause: read, points: here };
  });
  return { points, frames: [...found], clause: (best as { clause: ReadClause } | null)?.clause ?? null };
}
