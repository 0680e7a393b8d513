import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNALS_EVALUATOR_VERSION,
  SignalsEvaluator,
} from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { measureSet, type SetFigures } from './measure-set.js';
import { developmentSet } from './development-set.js';
import {
  developmentBlindRecognisedSet,
  developmentBlindSet,
  heldOut2Set,
  heldOut3Set,
  heldOut4Set,
  heldOut5RecognisedSet,
  heldOut5Set,
  heldOut6RecognisedSet,
  heldOut6Set,
  heldOut7RecognisedSet,
  heldOut7Set,
  heldOutSet,
} from './sets.js';
import type { ScoringSet } from './scoring-set.js';
import { spokenSet } from './spoken-set.js';

/** What one part of a set must keep: the figures measured, each rounded towards worse. */
interface Floors {
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
 * The built-in evaluator is deterministic, so its figures on every set are pinned here: a change
 * that lowers them fails. The floors are the figures measured with the evaluator as committed
 * (Spearman figures less 0.01, as the report rounds them), not the targets of
 * docs/scoring-rubric.md, which it does not reach yet (the document says where it stands). The
 * sets' roles are in sets.ts; a blind held-out set gets its floors here once its round has run it
 * (held-out-7, written, recognised and spoken, from the `local-signals@8` round), and each written
 * set's spoken reading (spoken-set.ts) its own. About two minutes.
 */
const FLOORS: { set: () => ScoringSet; guided: Floors; unguided: Floors; anchors?: false }[] = [
  {
    set: developmentSet,
    guided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.85,
      levelsInOrder: 11,
      adversarialAbove: 25,
      gapMax: 6,
      flaggedHonest: 0,
      anchoredSpearman: 0.78,
    },
    unguided: {
      spearmanPerAnswer: 0.71,
      spearmanPerInterview: 0.81,
      levelsInOrder: 8,
      adversarialAbove: 27,
      gapMax: 5,
      flaggedHonest: 0,
      anchoredSpearman: 0.75,
    },
  },
  {
    set: developmentBlindSet,
    guided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.74,
      levelsInOrder: 6,
      adversarialAbove: 16,
      gapMax: 14,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.81,
      spearmanPerInterview: 0.75,
      levelsInOrder: 4,
      adversarialAbove: 16,
      gapMax: 10,
      flaggedHonest: 0,
      anchoredSpearman: 0.84,
    },
  },
  {
    set: heldOutSet,
    guided: {
      spearmanPerAnswer: 0.75,
      spearmanPerInterview: 0.63,
      levelsInOrder: 4,
      adversarialAbove: 22,
      gapMax: 14,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.81,
      levelsInOrder: 5,
      adversarialAbove: 13,
      gapMax: 26,
      flaggedHonest: 0,
      anchoredSpearman: 0.84,
    },
  },
  {
    set: heldOut2Set,
    guided: {
      spearmanPerAnswer: 0.76,
      spearmanPerInterview: 0.61,
      levelsInOrder: 1,
      adversarialAbove: 23,
      gapMax: 10,
      flaggedHonest: 0,
      anchoredSpearman: 0.77,
    },
    unguided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.71,
      levelsInOrder: 7,
      adversarialAbove: 19,
      gapMax: 6,
      flaggedHonest: 0,
      anchoredSpearman: 0.84,
    },
  },
  {
    set: heldOut3Set,
    guided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.66,
      levelsInOrder: 1,
      adversarialAbove: 25,
      gapMax: 13,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.74,
      spearmanPerInterview: 0.65,
      levelsInOrder: 6,
      adversarialAbove: 20,
      gapMax: 4,
      flaggedHonest: 0,
      anchoredSpearman: 0.85,
    },
  },
  {
    set: heldOut4Set,
    guided: {
      spearmanPerAnswer: 0.69,
      spearmanPerInterview: 0.68,
      levelsInOrder: 2,
      adversarialAbove: 21,
      gapMax: 8,
      flaggedHonest: 0,
      anchoredSpearman: 0.83,
    },
    unguided: {
      spearmanPerAnswer: 0.71,
      spearmanPerInterview: 0.75,
      levelsInOrder: 3,
      adversarialAbove: 22,
      gapMax: 70,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
  },
  {
    // development-blind's honest answers as the default recogniser heard them (recognised/README.md):
    // only graded levels and plain/polished, so nothing is left to rank once five are anchors.
    set: developmentBlindRecognisedSet,
    guided: {
      spearmanPerAnswer: 0.59,
      spearmanPerInterview: 0.94,
      levelsInOrder: 4,
      adversarialAbove: 0,
      gapMax: 47,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.69,
      spearmanPerInterview: 0.94,
      levelsInOrder: 5,
      adversarialAbove: 0,
      gapMax: 93,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    // Written blind, run once per round: local-signals@4 to @7 measured the same.
    set: heldOut5Set,
    guided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.66,
      levelsInOrder: 1,
      adversarialAbove: 24,
      gapMax: 12,
      flaggedHonest: 1,
      anchoredSpearman: 0.83,
    },
    unguided: {
      spearmanPerAnswer: 0.76,
      spearmanPerInterview: 0.68,
      levelsInOrder: 3,
      adversarialAbove: 30,
      gapMax: 9,
      flaggedHonest: 1,
      anchoredSpearman: 0.83,
    },
  },
  {
    // Written blind during the local-signals@7 round, run once on @6 (a baseline) and once on @7: the
    // same figures but one more honest answer flagged in the unguided part (5 on @6).
    set: heldOut6Set,
    guided: {
      spearmanPerAnswer: 0.68,
      spearmanPerInterview: 0.62,
      levelsInOrder: 0,
      adversarialAbove: 30,
      gapMax: 8,
      flaggedHonest: 1,
      anchoredSpearman: 0.72,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.75,
      levelsInOrder: 2,
      adversarialAbove: 25,
      gapMax: 6,
      flaggedHonest: 6,
      anchoredSpearman: 0.84,
    },
  },
  {
    // held-out-5's honest answers as the default recogniser heard them, held out like their text
    // (local-signals@6, run once).
    set: heldOut5RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.47,
      spearmanPerInterview: 0.82,
      levelsInOrder: 1,
      adversarialAbove: 0,
      gapMax: 66,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.92,
      levelsInOrder: 4,
      adversarialAbove: 0,
      gapMax: 67,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    // held-out-6's honest answers as the default recogniser heard them (local-signals@7, run once).
    set: heldOut6RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.48,
      spearmanPerInterview: 0.75,
      levelsInOrder: 0,
      adversarialAbove: 0,
      gapMax: 78,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.7,
      spearmanPerInterview: 0.91,
      levelsInOrder: 2,
      adversarialAbove: 0,
      gapMax: 65,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    // Written blind at the end of the local-signals@7 round: the held-out set of the @8 round, run
    // once on @7 (a baseline) and once on @8 (these figures; only the anchored ones and one unguided
    // adversarial win moved).
    set: heldOut7Set,
    guided: {
      spearmanPerAnswer: 0.69,
      spearmanPerInterview: 0.57,
      levelsInOrder: 2,
      adversarialAbove: 33,
      gapMax: 14,
      flaggedHonest: 1,
      anchoredSpearman: 0.81,
    },
    unguided: {
      spearmanPerAnswer: 0.63,
      spearmanPerInterview: 0.73,
      levelsInOrder: 5,
      adversarialAbove: 32,
      gapMax: 71,
      flaggedHonest: 0,
      anchoredSpearman: 0.75,
    },
  },
  {
    // held-out-7's honest answers as the default recogniser heard them (decoded before the @8
    // round changed anything; @7 and @8 give the same figures).
    set: heldOut7RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.52,
      spearmanPerInterview: 0.79,
      levelsInOrder: 0,
      adversarialAbove: 0,
      gapMax: 69,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.55,
      spearmanPerInterview: 0.89,
      levelsInOrder: 2,
      adversarialAbove: 0,
      gapMax: 67,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  // Each written development set read as spoken (spoken-set.ts: lower case, no punctuation), as
  // its attacks reach the scorer through the default recogniser; anchors left out to keep it short.
  {
    set: () => spokenSet(developmentSet()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.85,
      levelsInOrder: 10,
      adversarialAbove: 25,
      gapMax: 95,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.81,
      levelsInOrder: 8,
      adversarialAbove: 24,
      gapMax: 98,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(developmentBlindSet()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.78,
      spearmanPerInterview: 0.73,
      levelsInOrder: 4,
      adversarialAbove: 20,
      gapMax: 100,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.67,
      levelsInOrder: 6,
      adversarialAbove: 20,
      gapMax: 16,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOutSet()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.67,
      levelsInOrder: 4,
      adversarialAbove: 21,
      gapMax: 13,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.81,
      spearmanPerInterview: 0.8,
      levelsInOrder: 6,
      adversarialAbove: 16,
      gapMax: 14,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut2Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.74,
      spearmanPerInterview: 0.6,
      levelsInOrder: 1,
      adversarialAbove: 23,
      gapMax: 100,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.71,
      levelsInOrder: 7,
      adversarialAbove: 17,
      gapMax: 95,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut3Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.74,
      spearmanPerInterview: 0.68,
      levelsInOrder: 1,
      adversarialAbove: 24,
      gapMax: 18,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.8,
      spearmanPerInterview: 0.65,
      levelsInOrder: 5,
      adversarialAbove: 23,
      gapMax: 100,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut4Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.7,
      spearmanPerInterview: 0.68,
      levelsInOrder: 1,
      adversarialAbove: 26,
      gapMax: 8,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.75,
      levelsInOrder: 3,
      adversarialAbove: 23,
      gapMax: 70,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut5Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.78,
      spearmanPerInterview: 0.72,
      levelsInOrder: 1,
      adversarialAbove: 26,
      gapMax: 88,
      flaggedHonest: 2,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.66,
      levelsInOrder: 3,
      adversarialAbove: 29,
      gapMax: 5,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut6Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.67,
      levelsInOrder: 0,
      adversarialAbove: 28,
      gapMax: 11,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.71,
      levelsInOrder: 0,
      adversarialAbove: 26,
      gapMax: 6,
      flaggedHonest: 5,
      anchoredSpearman: null,
    },
  },
  {
    // held-out-7 read as spoken, run once on @7 and once on @8. Guided adversarial wins are 31 in a
    // process of its own and 32 here, after the sets above: wink-nlp keeps the words it has read and
    // then splits some tokens differently ("cousin's"), so a score can depend on what the process
    // read before (docs/scoring-rubric.md, "Scores that depend on what was read before").
    set: () => spokenSet(heldOut7Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.67,
      levelsInOrder: 1,
      adversarialAbove: 32,
      gapMax: 13,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.64,
      spearmanPerInterview: 0.73,
      levelsInOrder: 4,
      adversarialAbove: 34,
      gapMax: 71,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
];

for (const { set, guided, unguided, anchors } of FLOORS) {
  const name = set().name;
  describe(`${SIGNALS_EVALUATOR_VERSION} on the ${name} set`, () => {
    const figures = new Map<string, SetFigures>();
    beforeAll(async () => {
      for (const f of (await measureSet(new SignalsEvaluator(), set(), { anchors })).figures)
        figures.set(f.part, f);
    }, 120_000);

    for (const [part, floors] of [
      ['guided', guided],
      ['unguided', unguided],
    ] as const) {
      it(`${part} jobs: ranks answers and interviews at least as well as when committed`, () => {
        const f = figures.get(part)!;
        expect(f.spearmanPerAnswer).toBeGreaterThanOrEqual(floors.spearmanPerAnswer);
        expect(f.spearmanPerInterview).toBeGreaterThanOrEqual(floors.spearmanPerInterview);
        expect(f.levelsInOrder).toBeGreaterThanOrEqual(floors.levelsInOrder);
        if (floors.anchoredSpearman === null) expect(f.anchoredSpearman).toBeNull();
        else expect(f.anchoredSpearman).toBeGreaterThanOrEqual(floors.anchoredSpearman);
      });

      it(`${part} jobs: no more adversarial wins, plain/polished gap or honest answers flagged than when committed`, () => {
        const f = figures.get(part)!;
        expect(f.adversarialAbove.length).toBeLessThanOrEqual(floors.adversarialAbove);
        expect(f.gapMax).toBeLessThanOrEqual(floors.gapMax);
        expect(f.flaggedHonest).toBeLessThanOrEqual(floors.flaggedHonest);
      });

      it(`${part} jobs: never crashes and re-scores identically`, () => {
        const f = figures.get(part)!;
        expect(f.crashes).toBe(0);
        expect(f.rescoreIdentical).toBe(1);
      });
    }
  });
}
