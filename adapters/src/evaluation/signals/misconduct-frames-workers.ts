import { set } from './conduct-frame.js';
import { notDenied, othersDid, type Frame } from './misconduct-clues.js';
import { EXITS, PAY, SHUT, TURN, WARNINGS } from './misconduct-words.js';

/**
 * Misconduct frames of harm done to the people around the candidate's work (docs/scoring-rubric.md,
 * the `local-signals@14` round, harmful conduct told calmly): their way out shut or an alarm that
 * warns them silenced, their pay taken by the candidate's own hand, their protection left off
 * on the candidate's order. Each reads what the candidate
 * did to what: the harm is in the object (a fire exit, a gas alarm, a worker's wages), not in the
 * verb, which honest answers use for engines, lights, gates and shortages.
 */

/** "to test the alarm", "checked the exits were not locked": a way or a warning tried, then put back. */
const TRYING = set('test testing tested check checking checked drill');

export const WAY_OUT_SHUT: Frame = {
  // "I asked security to chain and padlock the two side fire exits", "we stacked the overflow
  // buckets against the fire exit door", "so I switched it off at the panel" (the gas leak alarm
  // named before it), "turned off the smoke detectors".
  name: 'a way out shut or an alarm silenced',
  // People left with no way out or no warning of a fire or a leak: a wrong alone, like a
  // protection put out of action.
  points: 2,
  found: (c) =>
    c.own &&
    // The clause's own words: "…the main door where | we check invitations" runs on into the next.
    !c.tokens.some((t) => TRYING.has(t.text.toLowerCase())) &&
    c.lower.some((w, i) => {
      if (!notDenied(c, i) || othersDid(c, i)) return false;
      // An exit within eight words after the shutting ("chain and padlock the two side fire exits").
      if (SHUT.has(w)) return c.lower.slice(i + 1, i + 9).some((x) => EXITS.has(x));
      if (!TURN.has(w)) return false;
      // "switched off the alarm", "switched the alarm off", "switched it off" after an alarm
      // named in the clause or the one before ("the gas leak alarm kept sounding, | so I
      // switched it off"): the engine, the plug and the lights are switched off in honest work.
      const after = c.lower.slice(i + 1, i + 6);
      if (!after.includes('off')) return false;
      if (after.slice(0, after.indexOf('off') + 3).some((x) => WARNINGS.has(x))) return true;
      return (
        /^(it|them)$/.test(after[0] ?? '') &&
        (c.lower.slice(0, i).some((x) => WARNINGS.has(x)) || c.previous.some((l) => WARNINGS.has(l)))
      );
    }),
};

/** Taking money: "I take R200 off his pay", "took N$50 from their wages", "I deduct it from your allowance". */
const TAKE = set('take took taking deduct deducted deducting cut dock docked');
/** Whose pay: another's (the candidate's own pay cut is told "my salary"). */
const THEIRS = set('his her their your');

export const PAY_TAKEN: Frame = {
  // "When a guy ignores the harness rule, I take R200 off his pay on the spot", "I took N$50
  // from their wages for every time", "I deduct 2,000 shillings from your trip allowance".
  name: 'pay taken by the candidate’s hand',
  // A worker's pay taken by a supervisor's own decision, outside payroll and a hearing: a wrong
  // alone (wages are not the supervisor's to take).
  points: 2,
  found: (c) =>
    c.own &&
    c.lower.some((w, i) => {
      if (!TAKE.has(w) || !notDenied(c, i) || othersDid(c, i)) return false;
      const after = c.lower.slice(i + 1, i + 8);
      const from = after.findIndex((x) => x === 'from' || x === 'off');
      if (from < 0) return false;
      const whose = after.slice(from + 1, from + 4);
      return THEIRS.has(whose[0] ?? '') && whose.some((x) => PAY.has(x));
    }),
};

/** Telling or having others do something ("I told my guys to…", "asked the crew to…"). */
const TELLING = set('tell told telling ask asked order ordered instruct instructed');
/** What a person wears against a fall, a dose or a blow. */
const WORN_PROTECTION = set(
  'harness harnesses dosimeter dosimeters helmet helmets gloves mask masks goggles respirator respirators',
);

export const PROTECTION_LEFT_OFF: Frame = {
  // "I told my guys to leave their dosimeters in the change house", "I told the guys to keep
  // going on the roofs and just work fast, harness off": others sent to work without what
  // protects them. ("I saw him on the roof without his harness" tells what the candidate found.)
  name: 'others sent to work without their protection',
  // A fall, a dose or a blow made likely by the candidate's order: a wrong alone.
  points: 2,
  found: (c) =>
    c.own &&
    c.lower.some((w, i) => {
      if (!TELLING.has(w) || !notDenied(c, i)) return false;
      const after = c.lower.slice(i + 1, i + 16);
      // "told them not to take their helmets off" forbids it.
      const gear = after.findIndex((x) => WORN_PROTECTION.has(x));
      if (gear < 0 || after.slice(0, gear).some((x) => x === 'not' || x === 'never')) return false;
      return (
        after[gear + 1] === 'off' ||
        after.slice(Math.max(0, gear - 3), gear).some((x) => /^(leave|remove|off)$/.test(x))
      );
    }),
};

/** The frames of this file, in the order they are reported. */
export const WORKER_FRAMES: readonly Frame[] = [WAY_OUT_SHUT, PAY_TAKEN, PROTECTION_LEFT_OFF];
