import type { Floors } from './floors.js';
import type { SetFigures } from './measure-set.js';

/*
 * How `npm run bench:scoring-repin` turns measured figures into floors (floors.ts): counts as
 * measured, Spearman figures as the report rounds them less 0.01, and a Spearman floor the figure
 * still meets kept, so a rounding alone never loosens one.
 */

/** A Spearman figure as floors.ts pins it: as the report rounds it, less 0.01 (0.784 pins 0.77). */
export const spearmanFloor = (value: number) => (Math.round(value * 100) - 1) / 100;

/** A Spearman floor: the measured figure pinned, or the old floor kept while the figure still meets it. */
export function spearmanPin(measured: number | null, old: number | null): number | null {
  if (measured === null) return null;
  const pinned = spearmanFloor(measured);
  return old !== null && measured >= old ? Math.max(old, pinned) : pinned;
}

/** The floors of one part as measured, given the floors pinned before (`anchors` false: none). */
export function floorsOf(f: SetFigures, anchors: boolean, old: Floors): Floors {
  return {
    spearmanPerAnswer: spearmanPin(f.spearmanPerAnswer, old.spearmanPerAnswer)!,
    spearmanPerInterview: spearmanPin(f.spearmanPerInterview, old.spearmanPerInterview)!,
    levelsInOrder: f.levelsInOrder,
    adversarialAbove: f.adversarialAbove.length,
    gapMax: f.gapMax,
    flaggedHonest: f.flaggedHonest,
    anchoredSpearman: anchors ? spearmanPin(f.anchoredSpearman, old.anchoredSpearman) : null,
  };
}

/** Higher is better for these; lower is better for the rest. */
const HIGHER_IS_BETTER = new Set([
  'spearmanPerAnswer',
  'spearmanPerInterview',
  'levelsInOrder',
  'anchoredSpearman',
]);

/** Each floor that changes, `LOOSER` when the new one lets a worse figure pass. */
export function floorChanges(name: string, part: string, old: Floors, measured: Floors): string[] {
  return Object.keys(measured).flatMap((key) => {
    const before = old[key as keyof Floors];
    const after = measured[key as keyof Floors];
    if (before === after) return [];
    const looser =
      before !== null && after !== null && (HIGHER_IS_BETTER.has(key) ? after < before : after > before);
    return [`${looser ? 'LOOSER' : 'tighter'} ${name}, ${part}: ${key} ${before} -> ${after}`];
  });
}
