import type { Token } from '../rubric/text-analysis.js';
import type { ReadClause } from './answer-reading.js';
import { hypothetical, refuses, toldAsOwn, turnsDown, type ClauseView } from './conduct-frame.js';
import { runSegmentStart } from './run-on-actor.js';
import { isSelf, retoldAt } from './deed-subject.js';
import { setAsideWords, withoutSetAside } from './set-aside.js';
import { favourNamed, type Frame } from './misconduct-clues.js';
import {
  DECEIT,
  FAVOUR_GIVEN_OR_TAKEN,
  KEPT_FOR_THEMSELVES,
  PRIVATE_MATTERS_SPREAD,
  PUBLIC_SHAMING,
  THREAT_OR_PUNISHMENT,
  WRONG_ACT,
} from './misconduct-frames-dealings.js';
import { CARE_SKIPPED, THEIR_PROBLEM } from './misconduct-frames-care.js';
import { GAIN_FRAMES } from './misconduct-frames-gain.js';
import {
  ADMITTED_UNTRUE,
  DETAILS_POSTED,
  DONE_UNSEEN,
  FOR_CONCEALMENT,
  FOR_OWN_FIGURES,
  FOR_OWN_GAIN,
  MADE_FAKE,
  OTHERS_SILENCED,
  THREAT_AS_CONDITION,
  VIOLENCE_OR_COERCION,
} from './misconduct-frames-harm.js';
import {
  CHECKS_SKIPPED,
  FALSE_RECORD,
  FOR_THEIR_OWN_FIGURES,
  KEPT_OFF_THE_RECORD,
  MADE_TO_LOOK_CLEAN,
  MADE_TO_LOOK_SO,
  RECORD_TAMPERED_WITH,
  UNSEEN,
} from './misconduct-frames-records.js';
import { ACCEPT, FAVOURS, GIVE } from './misconduct-words.js';
import { toldWithPride } from './misconduct-pride.js';
import { PRETENCE_FRAMES } from './misconduct-frames-pretence.js';
import { ACT_FRAMES } from './misconduct-frames-acts.js';
import { COVER_FRAMES } from './misconduct-frames-cover.js';
import { WORKER_FRAMES } from './misconduct-frames-workers.js';
import { GOODS_REDATED } from './misconduct-frames-goods.js';
import { OVERSIGHT_FRAMES } from './misconduct-frames-oversight.js';

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

/**
 * Every frame, in the order the found ones are reported (`MisconductReading.frames`). The frames
 * live in misconduct-frames-records.ts and misconduct-frames-dealings.ts, the clause tests they
 * share in misconduct-clues.ts and their words in misconduct-words.ts.
 */
const FRAMES: readonly Frame[] = [
  WRONG_ACT,
  UNSEEN,
  KEPT_OFF_THE_RECORD,
  FALSE_RECORD,
  MADE_TO_LOOK_SO,
  RECORD_TAMPERED_WITH,
  FOR_THEIR_OWN_FIGURES,
  FAVOUR_GIVEN_OR_TAKEN,
  KEPT_FOR_THEMSELVES,
  PUBLIC_SHAMING,
  THREAT_OR_PUNISHMENT,
  PRIVATE_MATTERS_SPREAD,
  CHECKS_SKIPPED,
  DECEIT,
  VIOLENCE_OR_COERCION,
  OTHERS_SILENCED,
  MADE_FAKE,
  FOR_CONCEALMENT,
  FOR_OWN_GAIN,
  DETAILS_POSTED,
  THREAT_AS_CONDITION,
  FOR_OWN_FIGURES,
  DONE_UNSEEN,
  ADMITTED_UNTRUE,
  ...GAIN_FRAMES,
  CARE_SKIPPED,
  THEIR_PROBLEM,
  MADE_TO_LOOK_CLEAN,
  ...PRETENCE_FRAMES,
  ...ACT_FRAMES,
  ...COVER_FRAMES,
  ...WORKER_FRAMES,
  GOODS_REDATED,
  ...OVERSIGHT_FRAMES,
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

/**
 * Clause `i` opens on "I" or "we" right after someone else's verb of speech ("He came back
 * saying | we stole her child", "she was shouting that | we had stolen…"): an accusation retold,
 * not the candidate's own account.
 */
function retold(clauses: readonly ReadClause[], i: number): boolean {
  const first = clauses[i]!.clause.tokens.find((t) => t.pos !== 'PUNCT');
  if (i === 0 || !isSelf(first)) return false;
  const before = clauses[i - 1]!.clause.tokens.filter((t) => t.pos !== 'PUNCT');
  return retoldAt([...before, first!], before.length);
}

/** Words that open a condition or a habit's occasion told before the act it leads to. */
const LEADING = new Set(['if', 'when', 'whenever', 'once', 'unless']);

/** "when a client gives me a gift": something offered to the candidate, whose answer follows. */
const offeredToThem = (tokens: readonly Token[]) =>
  tokens.some(
    (t, i) =>
      t.pos === 'VERB' && GIVE.has(t.lemma) && /^(me|us)$/.test(tokens[i + 1]?.text.toLowerCase() ?? ''),
  );

/**
 * Unpunctuated speech with its leading conditions put back in the clause of the act they lead to,
 * as a comma keeps them in written text: "When a parent brings something small, I add a few marks"
 * is one clause written, but run-on speech splits it at "i" ("when a parent brings something
 * small | i add a few marks"), so the favour and the candidate's act stood in two clauses. A clause
 * opening on "if", "when", "whenever", "once" or "unless" is joined to the clause after it when that
 * one is told as the candidate's own, with a comma between them where the written text has it.
 * Not when the condition offers the candidate something ("when a client gives me a gift | i
 * declare it"): what they did with it is the clause after, read on its own.
 */
function withLeadingConditions(clauses: readonly ReadClause[]): ReadClause[] {
  const out: ReadClause[] = [];
  for (let i = 0; i < clauses.length; i += 1) {
    const here = clauses[i]!;
    const next = clauses[i + 1];
    const first = here.clause.tokens[0]?.text.toLowerCase() ?? '';
    if (next && LEADING.has(first) && !offeredToThem(here.clause.tokens) && toldAsOwn(next.clause.tokens)) {
      const opener = next.clause.tokens[0]!;
      const comma: Token = {
        ...opener,
        text: ',',
        lemma: ',',
        pos: 'PUNCT',
        end: opener.start,
        negated: false,
      };
      out.push({
        ...next,
        clause: { ...next.clause, tokens: [...here.clause.tokens, comma, ...next.clause.tokens] },
      });
      i += 1;
    } else out.push(here);
  }
  return out;
}

/** What the frames found in an answer: its points and the clause that weighs most. */
export interface MisconductReading {
  points: number;
  frames: string[];
  clause: ReadClause | null;
}

/**
 * Reads an answer's clauses for misconduct told as the candidate's own (see FRAMES). Unpunctuated
 * speech is read twice: as its run-on clauses come, and joined as written text would be (leading
 * conditions kept with the act they lead to, relative clauses with what they are about). Where the
 * comma would have been is a guess, so the joined reading only completes a wrong already found as
 * the clauses come (as a pride coda does, misconduct-pride.ts): it counts where the answer has a
 * point as told and the joined reading holds it; it never lowers a reading, never adds a lone
 * point (which `withMisconductAcrossInterview` would count) and never finds the first wrong.
 */
export function readMisconduct(clauses: readonly ReadClause[]): MisconductReading {
  // Recogniser output has no punctuation mark at all; written text has at least its full stops.
  const written = clauses.some(({ clause }) => clause.tokens.some((t) => t.pos === 'PUNCT'));
  const asTold = readClauses(clauses, written, false);
  if (written || asTold.points === 0 || asTold.points >= FLAG_AT) return asTold;
  const joined = readClauses(withLeadingConditions(clauses), false, true);
  return joined.points >= FLAG_AT ? joined : asTold;
}

function readClauses(
  clauses: readonly ReadClause[],
  written: boolean,
  relatives: boolean,
): MisconductReading {
  const found = new Set<string>();
  let best: { clause: ReadClause; points: number } | null = null;
  let points = 0;
  clauses.forEach((read, i) => {
    // Run-on speech has no comma to start the candidate's part of a clause at: it starts where
    // "i" or "we" opens a segment (run-on-actor.ts). A frame then counts only if both that part
    // and the whole clause show it: what runs before the segment is someone else's ("the supplier
    // offered an envelope | i walked out"), and the whole clause keeps the negations and
    // refusals told around it.
    // "…rather than embarrass the person": the act set aside is not done (set-aside.ts).
    const whole = withoutSetAside(read.clause.tokens);
    // "…saying | we stole her child": what someone said the candidate did is no deed of theirs.
    if (retold(clauses, i)) return;
    const ownWhole = toldAsOwn(whole) || (read.self && i > 0 && toldAsOwn(clauses[i - 1]!.clause.tokens));
    const segment = written || ownWhole ? -1 : runSegmentStart(whole, relatives);
    // A consequence ("…so nobody found out", "…so my numbers look good") follows from the
    // candidate's act told just before.
    const ownBefore = clauses.slice(Math.max(0, i - 2), i).some((c) => toldAsOwn(c.clause.tokens));
    const next = clauses[i + 1]?.clause.tokens.slice(0, 2) ?? [];
    // "Rather than call the police, | I settled it myself": the clause leads into the act after it.
    const ownNext = clauses[i + 1] !== undefined && toldAsOwn(clauses[i + 1]!.clause.tokens);
    const viewOf = (tokens: readonly Token[]): ClauseView => ({
      tokens,
      lemmas: tokens.map((t) => t.lemma),
      lower: [...tokens, ...next].map((t) => t.text.toLowerCase()),
      own: ownWhole || segment > 0,
      written,
      before: (clauses[i - 1]?.clause.tokens.slice(-3) ?? []).map((t) => t.text.toLowerCase()),
      previous: (clauses[i - 1]?.clause.tokens ?? []).map((t) => t.lemma),
      ownEarlier: clauses
        .slice(Math.max(0, i - 2), i)
        .filter((c) => toldAsOwn(c.clause.tokens))
        .flatMap((c) => c.clause.tokens.map((t) => t.lemma)),
      following: (clauses[i + 1]?.clause.tokens ?? []).map((t) => t.text.toLowerCase()),
      setAside: setAsideWords(read.clause.tokens),
    });
    const views = segment > 0 ? [viewOf(whole.slice(segment)), viewOf(whole)] : [viewOf(whole)];
    // "I refused the envelope", "we reported it", and "I was asked to backdate it. I refused":
    // the candidate turns it down, here or in the next clause.
    const nextClause = clauses[i + 1]?.clause.tokens ?? [];
    const honest = (view: ClauseView) =>
      (refuses(view.tokens) && view.own && !view.before.includes('unless')) ||
      turnsDown(view.tokens) ||
      turnsDown(nextClause) ||
      (favourNamed(view) && declinedAfter(clauses, i)) ||
      hypothetical(view);
    if (views.some(honest)) return;
    let here = 0;
    for (const frame of FRAMES) {
      // Only the candidate's own conduct counts: what others did, said or asked is reported
      // ("the police arrested the thief", "the customer accused me of overcharging"). A clause
      // that opens on the practice itself ("Taking a small token is normal") states the
      // candidate's own view of it; "…and nobody noticed" goes on from the candidate's act.
      const ownEnough = (view: ClauseView) =>
        view.own ||
        /^(taking|accepting|giving)$/.test(view.lower[0] ?? '') ||
        (frame.consequence === true && ownBefore) ||
        (frame.leadsIn === true && ownNext);
      if (!views.every((view) => ownEnough(view) && frame.found(view))) continue;
      here += frame.points;
      if (!found.has(frame.name)) points += frame.points;
      found.add(frame.name);
    }
    if (here > 0 && (!best || here > best.points)) best = { clause: read, points: here };
  });
  // A wrong found but not enough to hold the answer, held up as the way to work
  // (misconduct-pride.ts): the pride is the second kind of wrong.
  if (points > 0 && points < FLAG_AT) {
    const words = clauses.flatMap(({ clause }) => clause.tokens.map((t) => t.text.toLowerCase()));
    if (toldWithPride(words)) {
      points += 1;
      found.add('told with pride');
    }
  }
  return { points, frames: [...found], clause: (best as { clause: ReadClause } | null)?.clause ?? null };
}
