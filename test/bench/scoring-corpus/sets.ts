import { blindSet } from './blind-set.js';
import { JOBS as DEVELOPMENT_BLIND } from './development-blind/index.js';
import { developmentSet } from './development-set.js';
import { JOBS as HELD_OUT } from './held-out/index.js';
import { JOBS as HELD_OUT_2 } from './held-out-2/index.js';
import { JOBS as HELD_OUT_3 } from './held-out-3/index.js';
import { JOBS as HELD_OUT_4 } from './held-out-4/index.js';
import { JOBS as HELD_OUT_5 } from './held-out-5/index.js';
import { JOBS as HELD_OUT_6 } from './held-out-6/index.js';
import { JOBS as HELD_OUT_7 } from './held-out-7/index.js';
import { JOBS as HELD_OUT_8 } from './held-out-8/index.js';
import { JOBS as HELD_OUT_9 } from './held-out-9/index.js';
import { JOBS as HELD_OUT_10 } from './held-out-10/index.js';
import { JOBS as HELD_OUT_11 } from './held-out-11/index.js';
import { JOBS as HELD_OUT_12 } from './held-out-12/index.js';
import { JOBS as HELD_OUT_13 } from './held-out-13/index.js';
import { JOBS as HELD_OUT_14 } from './held-out-14/index.js';
import { JOBS as HELD_OUT_15 } from './held-out-15/index.js';
import { JOBS as HELD_OUT_16 } from './held-out-16/index.js';
import { JOBS as HELD_OUT_17 } from './held-out-17/index.js';
import { JOBS as HELD_OUT_18 } from './held-out-18/index.js';
import { JOBS as HELD_OUT_19 } from './held-out-19/index.js';
import { JOBS as HELD_OUT_20 } from './held-out-20/index.js';
import { JOBS as HELD_OUT_21 } from './held-out-21/index.js';
import { JOBS as HELD_OUT_22 } from './held-out-22/index.js';
import { JOBS as HELD_OUT_23 } from './held-out-23/index.js';
import { JOBS as HELD_OUT_24 } from './held-out-24/index.js';
import { JOBS as HELD_OUT_25 } from './held-out-25/index.js';
import { JOBS as HELD_OUT_26 } from './held-out-26/index.js';
import { JOBS as HELD_OUT_27 } from './held-out-27/index.js';
import { JOBS as HELD_OUT_28 } from './held-out-28/index.js';
import { JOBS as HELD_OUT_29 } from './held-out-29/index.js';
import { JOBS as HELD_OUT_30 } from './held-out-30/index.js';
import { JOBS as HELD_OUT_31 } from './held-out-31/index.js';
import { HELD_OUT_32 } from './held-out-32/index.js';
import { HELD_OUT_33 } from './held-out-33/index.js';
import { readFileSync } from 'node:fs';
import { recognisedFile } from './recognised/recognised-file.js';
import { recognisedScoringSet, type RecognisedSet } from './recognised/recognised-set.js';
import type { ScoringSet } from './scoring-set.js';
import { spokenName } from './spoken-set.js';

/*
 * The folders keep the names they were written under; their role is what counts. The four
 * `held-out…` folders were run blind, then a decision was taken on their aggregates in the
 * `local-signals@4` round, so from `local-signals@5` on they are development data, read and tuned on
 * (test/bench/scoring-corpus/README.md). A set written blind after that is declared `held-out`.
 */

/** The development-blind set: written blind, tuned on. */
export const developmentBlindSet = () => blindSet('development-blind', DEVELOPMENT_BLIND, 'development');
/** Written blind on four other sectors; development data since the `local-signals@5` round. */
export const heldOutSet = () => blindSet('held-out', HELD_OUT, 'development');
/** Written blind on four more jobs; development data since the `local-signals@5` round. */
export const heldOut2Set = () => blindSet('held-out-2', HELD_OUT_2, 'development');
/**
 * Written blind during the round that followed held-out-2; its sectors overlap the development-blind
 * set's (a near-domain check). Development data since the `local-signals@5` round.
 */
export const heldOut3Set = () => blindSet('held-out-3', HELD_OUT_3, 'development');
/** Written blind on four sectors no other set has; development data since the `local-signals@5` round. */
export const heldOut4Set = () => blindSet('held-out-4', HELD_OUT_4, 'development');
/**
 * Written blind after the first four had informed a decision, on four sectors no other set has: the
 * held-out set of the `@5` to `@7` rounds; development data from the round after `@7` (a decision of
 * the `@7` round was taken on its recognised floors).
 */
export const heldOut5Set = () => blindSet('held-out-5', HELD_OUT_5, 'development');
/**
 * Written blind while the `local-signals@7` round was tuned on the development sets, on four sectors
 * no other set has: held out in that round, whose decision to keep `@7` read its aggregates, so
 * development data from the next round on.
 */
export const heldOut6Set = () => blindSet('held-out-6', HELD_OUT_6, 'development');
/**
 * Written blind at the end of the `local-signals@7` round, after held-out-5 and held-out-6 had both
 * informed a decision, on four sectors and places no other set has: the held-out set of the round
 * that made `local-signals@8`, run once on `@7` as its baseline and once at its end, in aggregate
 * only. Its floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut7Set = () => blindSet('held-out-7', HELD_OUT_7, 'development');

/**
 * Written blind at the start of the round that made `local-signals@8`, on four sectors and places no
 * other set has, and kept out of every run in that round: the held-out set of the round that made
 * `local-signals@9`, run once on `@8` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut8Set = () => blindSet('held-out-8', HELD_OUT_8, 'development');

/**
 * Written blind at the start of the round that made `local-signals@9`, on four sectors and places no
 * other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@10`, run once on `@9` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut9Set = () => blindSet('held-out-9', HELD_OUT_9, 'development');

/**
 * Written blind at the end of the round that made `local-signals@10`, on four sectors and places no
 * other set has, and kept out of every run in that round: the held-out set of the round that made
 * `local-signals@11`, run once on `@10` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut10Set = () => blindSet('held-out-10', HELD_OUT_10, 'development');

/**
 * Written blind at the start of the round that made `local-signals@11`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@12`, run once on `@11` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut11Set = () => blindSet('held-out-11', HELD_OUT_11, 'development');

/**
 * Written blind at the start of the round that made `local-signals@12`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@13`, run once on `@12` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut12Set = () => blindSet('held-out-12', HELD_OUT_12, 'development');

/**
 * Written blind at the start of the round that made `local-signals@13`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@14`, run once on `@13` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut13Set = () => blindSet('held-out-13', HELD_OUT_13, 'development');

/**
 * Written blind at the start of the round that made `local-signals@14`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@15`, run once on `@14` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut14Set = () => blindSet('held-out-14', HELD_OUT_14, 'development');

/**
 * Written blind at the start of the round that made `local-signals@15`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@16`, run once on `@15` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut15Set = () => blindSet('held-out-15', HELD_OUT_15, 'development');

/**
 * Written blind at the start of the round that made `local-signals@16`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@17`, run once on `@16` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut16Set = () => blindSet('held-out-16', HELD_OUT_16, 'development');

/**
 * Written blind at the start of the round that made `local-signals@17`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@18`, run once on `@17` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut17Set = () => blindSet('held-out-17', HELD_OUT_17, 'development');

/**
 * Written blind at the start of the round that made `local-signals@18`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round that made
 * `local-signals@19`, run once on `@18` as its baseline and once at its end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut18Set = () => blindSet('held-out-18', HELD_OUT_18, 'development');

/**
 * Written blind at the start of the round that made `local-signals@19`, on four sectors and places
 * no other set has, and kept out of every run in it: the held-out set of the round after `@19`,
 * run once on `@19` as its baseline and once at that round's end, in aggregate only. Its floors
 * were pinned on that run, so it is development data from the next round on.
 */
export const heldOut19Set = () => blindSet('held-out-19', HELD_OUT_19, 'development');

/**
 * Written blind at the start of the round after `local-signals@19`, on four sectors and places no
 * other set has, and kept out of every run in it: the held-out set of the second round after
 * `@19`, run once on `@19` as its baseline and once at that round's end, in aggregate only. Its
 * floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut20Set = () => blindSet('held-out-20', HELD_OUT_20, 'development');

/**
 * Written blind at the start of the second round after `local-signals@19`, on four sectors and
 * places no other set has, and kept out of every run in it: the held-out set of the third round
 * after `@19`, run once on `@19` as its baseline and once at that round's end, in aggregate only.
 * Its floors were pinned on that run, so it is development data from the next round on.
 */
export const heldOut21Set = () => blindSet('held-out-21', HELD_OUT_21, 'development');

/**
 * Written blind at the start of the third round after `local-signals@19`, on four sectors and
 * places no other set has, and kept out of every run in it: the held-out set of the fourth round
 * after `@19` (the `@20` round), run once on `@19` as its baseline and once on `@20` at that round's
 * end, in aggregate only. Its floors were pinned on that run, so it is development data from the
 * next round on.
 */
export const heldOut22Set = () => blindSet('held-out-22', HELD_OUT_22, 'development');

/**
 * Written blind at the start of the fourth round after `local-signals@19`, on four sectors and
 * places no other set has, and kept out of every run in it: the held-out set of the round after
 * `@20` (the `@21` round), run once on `@20` as its baseline and once on `@21` at that round's end,
 * in aggregate only. Its floors were pinned on that run, so it is development data from the next
 * round on.
 */
export const heldOut23Set = () => blindSet('held-out-23', HELD_OUT_23, 'development');

/**
 * Written blind at the start of the round after `local-signals@20`, on four sectors and places no
 * other set has, and kept out of every run in it: the held-out set of the round after `@21` (the
 * `@22` round), run once on `@21` as its baseline and once on `@22` at that round's end, in
 * aggregate only. Its floors were pinned on that run, so it is development data from the next
 * round on.
 */
export const heldOut24Set = () => blindSet('held-out-24', HELD_OUT_24, 'development');

/**
 * Written blind at the start of the round after `local-signals@21`, on four sectors and places no
 * other set has, and kept out of every run in it: the held-out set of the round after `@22`, run
 * on `@22` as its baseline, which, that round keeping no change, was also its end; read in
 * aggregate only. Its floors were pinned on that run, so it is development data from the next
 * round on.
 */
export const heldOut25Set = () => blindSet('held-out-25', HELD_OUT_25, 'development');

/**
 * Written blind at the start of the round after `local-signals@22`, on four sectors and places no
 * other set has, and kept out of every run in it: the held-out set of the `@23` round, run on `@22`
 * as its baseline and on `@23` at its end (the same figures), read in aggregate only. Its floors
 * were pinned on `@23`, so it is development data from the next round on.
 */
export const heldOut26Set = () => blindSet('held-out-26', HELD_OUT_26, 'development');

/**
 * Written blind at the end of the round after `local-signals@22`, on four sectors and places no
 * other set has, and kept out of every run until then: the held-out set of the `@24` round, run on
 * `@23` as its baseline and on `@24` at its end, read in aggregate only. Its floors were pinned on
 * `@24`, so it is development data from the next round on.
 */
export const heldOut27Set = () => blindSet('held-out-27', HELD_OUT_27, 'development');

/**
 * Written blind at the start of the `local-signals@23` round, on four sectors and places no other
 * set has, and kept out of every run until then: the held-out set of the `@25` round, run on
 * `@24` as its baseline and on `@25` at its end, read in aggregate only. Its floors were pinned on
 * `@25`, so it is development data from the next round on.
 */
export const heldOut28Set = () => blindSet('held-out-28', HELD_OUT_28, 'development');

/**
 * Written blind at the end of the `local-signals@23` round, on four sectors and places no other
 * set has, and kept out of every run until then: the held-out set of the `@26` round, run on
 * `@25` as its baseline and on `@26` at its end, read in aggregate only. Its floors were pinned on
 * `@26`, so it is development data from the next round on.
 */
export const heldOut29Set = () => blindSet('held-out-29', HELD_OUT_29, 'development');

/**
 * Written blind in the `local-signals@24` round, on four sectors and places no other set
 * has, and kept out of every run until then: the held-out set of the `@27` round, run on `@26`
 * as its baseline and on `@27` at its end, read in aggregate only. Its floors were pinned on
 * `@27`, so it is development data from the next round on.
 */
export const heldOut30Set = () => blindSet('held-out-30', HELD_OUT_30, 'development');

/**
 * Written blind in the `local-signals@26` round, on four sectors and places no other set has
 * (held-out-31/NOTE.md), and kept out of every run until then: the held-out set of the round after
 * `@27`, run on `@27` as its baseline and at its end (no change was kept), read in aggregate only.
 * Its floors were pinned on `@27`, so it is development data from the next round on.
 */
export const heldOut31Set = () => blindSet('held-out-31', HELD_OUT_31, 'development');

/**
 * Written blind at the start of the round after `local-signals@27`, on four sectors and places no
 * other set has (held-out-32/NOTE.md), and kept out of every run until then: the held-out set of
 * the second round after `@27`, run once on `@27` as its baseline and once at the round's end,
 * read in aggregate only.
 */
export const heldOut32Set = () => blindSet('held-out-32', HELD_OUT_32, 'held-out');

/**
 * Written blind at the start of the round after `local-signals@27` (after held-out-32), on four
 * sectors and places no other set has (held-out-33/NOTE.md), for a later round. Kept out of
 * `scoringSets()` so no run of the benchmark reads it before its round's baseline.
 */
export const heldOut33Set = () => blindSet('held-out-33', HELD_OUT_33, 'held-out');

const recognised = (set: string) => JSON.parse(readFileSync(recognisedFile(set), 'utf8')) as RecognisedSet;
/** development-blind's honest answers as the default recogniser heard them (recognised/README.md). */
export const developmentBlindRecognisedSet = () =>
  recognisedScoringSet(DEVELOPMENT_BLIND, recognised('development-blind'), 'development');

/** held-out-5's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut5RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_5, recognised('held-out-5'), 'development');

/** held-out-6's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut6RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_6, recognised('held-out-6'), 'development');

/** held-out-7's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut7RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_7, recognised('held-out-7'), 'development');

/** held-out-8's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut8RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_8, recognised('held-out-8'), 'development');

/** held-out-9's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut9RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_9, recognised('held-out-9'), 'development');

/** held-out-10's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut10RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_10, recognised('held-out-10'), 'development');

/**
 * held-out-11's honest answers as the default recogniser heard them, decoded after held-out-11 had
 * become development data: development data like their written text.
 */
export const heldOut11RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_11, recognised('held-out-11'), 'development');

/** held-out-12's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut12RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_12, recognised('held-out-12'), 'development');

/** held-out-13's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut13RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_13, recognised('held-out-13'), 'development');

/** held-out-14's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut14RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_14, recognised('held-out-14'), 'development');

/** held-out-15's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut15RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_15, recognised('held-out-15'), 'development');

/** held-out-16's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut16RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_16, recognised('held-out-16'), 'development');

/** held-out-17's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut17RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_17, recognised('held-out-17'), 'development');

/** held-out-18's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut18RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_18, recognised('held-out-18'), 'development');

/** held-out-19's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut19RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_19, recognised('held-out-19'), 'development');

/** held-out-20's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut20RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_20, recognised('held-out-20'), 'development');

/** held-out-21's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut21RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_21, recognised('held-out-21'), 'development');

/** held-out-22's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut22RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_22, recognised('held-out-22'), 'development');

/** held-out-23's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut23RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_23, recognised('held-out-23'), 'development');

/** held-out-24's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut24RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_24, recognised('held-out-24'), 'development');

/** held-out-25's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut25RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_25, recognised('held-out-25'), 'development');

/** held-out-26's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut26RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_26, recognised('held-out-26'), 'development');

/** held-out-27's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut27RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_27, recognised('held-out-27'), 'development');

/** held-out-28's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut28RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_28, recognised('held-out-28'), 'development');

/** held-out-29's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut29RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_29, recognised('held-out-29'), 'development');

/** held-out-30's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut30RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_30, recognised('held-out-30'), 'development');

/** held-out-31's honest answers as the default recogniser heard them: development data like their written text. */
export const heldOut31RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_31, recognised('held-out-31'), 'development');

/**
 * held-out-32's honest answers as the default recogniser heard them, decoded and committed in the
 * round after `local-signals@27`, before any scorer was run on them: held out like their written
 * text.
 */
export const heldOut32RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_32, recognised('held-out-32'), 'held-out');

/**
 * held-out-33's honest answers as the default recogniser heard them, decoded and committed in the
 * round after `local-signals@27`, before any scorer was run on them: held out like their written
 * text, and like it kept out of `scoringSets()` for a later round.
 */
export const heldOut33RecognisedSet = () =>
  recognisedScoringSet(HELD_OUT_33, recognised('held-out-33'), 'held-out');

/** The written sets whose role is development. */
function writtenDevelopmentSets(): ScoringSet[] {
  return [
    developmentSet(),
    developmentBlindSet(),
    heldOutSet(),
    heldOut2Set(),
    heldOut3Set(),
    heldOut4Set(),
    heldOut5Set(),
    heldOut6Set(),
    heldOut7Set(),
    heldOut8Set(),
    heldOut9Set(),
    heldOut10Set(),
    heldOut11Set(),
    heldOut12Set(),
    heldOut13Set(),
    heldOut14Set(),
    heldOut15Set(),
    heldOut16Set(),
    heldOut17Set(),
    heldOut18Set(),
    heldOut19Set(),
    heldOut20Set(),
    heldOut21Set(),
    heldOut22Set(),
    heldOut23Set(),
    heldOut24Set(),
    heldOut25Set(),
    heldOut26Set(),
    heldOut27Set(),
    heldOut28Set(),
    heldOut29Set(),
    heldOut30Set(),
    heldOut31Set(),
  ];
}

/** The recognised sets whose role is development. */
function recognisedDevelopmentSets(): ScoringSet[] {
  return [
    developmentBlindRecognisedSet(),
    heldOut5RecognisedSet(),
    heldOut6RecognisedSet(),
    heldOut7RecognisedSet(),
    heldOut8RecognisedSet(),
    heldOut9RecognisedSet(),
    heldOut10RecognisedSet(),
    heldOut11RecognisedSet(),
    heldOut12RecognisedSet(),
    heldOut13RecognisedSet(),
    heldOut14RecognisedSet(),
    heldOut15RecognisedSet(),
    heldOut16RecognisedSet(),
    heldOut17RecognisedSet(),
    heldOut18RecognisedSet(),
    heldOut19RecognisedSet(),
    heldOut20RecognisedSet(),
    heldOut21RecognisedSet(),
    heldOut22RecognisedSet(),
    heldOut23RecognisedSet(),
    heldOut24RecognisedSet(),
    heldOut25RecognisedSet(),
    heldOut26RecognisedSet(),
    heldOut27RecognisedSet(),
    heldOut28RecognisedSet(),
    heldOut29RecognisedSet(),
    heldOut30RecognisedSet(),
    heldOut31RecognisedSet(),
  ];
}

/** Every development set, written then recognised (the round's held-out sets are not among them). */
export function developmentSets(): ScoringSet[] {
  return [...writtenDevelopmentSets(), ...recognisedDevelopmentSets()];
}

/** The sets the scoring benchmark reports side by side (docs/scoring-rubric.md). */
export function scoringSets(): ScoringSet[] {
  return [
    ...writtenDevelopmentSets(),
    heldOut32Set(),
    ...recognisedDevelopmentSets(),
    heldOut32RecognisedSet(),
  ];
}

/**
 * Each set's role by name, its spoken reading's too (spoken-set.ts): the report names no item of a
 * `held-out` set and says which sets are development.
 */
export function setRoles(): ReadonlyMap<string, ScoringSet['role']> {
  return new Map(
    scoringSets().flatMap((s) => [[s.name, s.role] as const, [spokenName(s.name), s.role] as const]),
  );
}
