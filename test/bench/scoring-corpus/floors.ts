import type { ScoringSet } from './scoring-set.js';

/** What one part of a set must keep: the figures measured, each rounded towards worse. */
export interface Floors {
  spearmanPerAnswer: number;
  spearmanPerInterview: number;
  levelsInOrder: number;
  adversarialAbove: number;
  gapMax: number;
  flaggedHonest: number;
  /**
   * Null for a set whose non-anchor answers all share one grade (nothing is left to rank) or one
   * measured without anchors.
   */
  anchoredSpearman: number | null;
}

/**
 * What the floors tests hold the built-in evaluator to, one set and reading at a time (the tables in
 * floors-written.ts, floors-recognised.ts and floors-spoken.ts, each gathered from files of ten sets
 * (floors-<reading>-sets-<from>-<to>.ts) and checked by its own
 * floors-<reading>.test.ts through floors-suite.ts): a change that lowers a figure fails. The evaluator gives the same figures for the same sets in any order and any process
 * (docs/scoring-rubric.md, "The `local-signals@9` round (one reading per text)"). The floors are the figures measured with the evaluator as committed
 * (Spearman figures less 0.01, as the report rounds them), not the targets of
 * docs/scoring-rubric.md, which it does not reach yet (the document says where it stands). The
 * sets' roles are in sets.ts; a blind held-out set gets its floors here once its round has run it,
 * on the figures measured at the round's end (written, recognised and spoken: held-out-7 from the
 * `local-signals@8` round on, the latest held-out-20 on `@19` in the second round after it, which
 * kept no change either; held-out-21's at the end of the third, held-out-22's on `@20` at the end of the fourth, held-out-23's on `@21` at the end of the round after `@20`, held-out-24's on `@22` at the end of the round after `@21`; held-out-25's on `@22` at the end of the round after `@22`, which kept no change; held-out-26's on `@23` at the end of the `@23` round; held-out-27's on `@24` at the end of the `@24` round; held-out-28's on `@25` at the end of the `@25` round; held-out-29's on `@26` at the end of the `@26` round; held-out-30's on `@27` at the end of the `@27` round), and each written set's spoken reading (spoken-set.ts) its own. `npm run
 * bench:scoring-repin` measures them and prints, or writes, what changed. About five minutes.
 */
export interface PinnedFloors {
  set: () => ScoringSet;
  guided: Floors;
  unguided: Floors;
  /** False for a reading measured without anchors. */
  anchors?: false;
}

/** One file of a reading's floors table, by name beside this one, and the entries it holds. */
export type FloorsFile = readonly [file: string, floors: readonly PinnedFloors[]];
