import { describe, expect, it } from 'vitest';
import type { Floors } from './floors.js';
import { floorChanges, floorsOf, spearmanFloor, spearmanPin } from './floor-pin.js';
import type { SetFigures } from './measure-set.js';

const old: Floors = {
  spearmanPerAnswer: 0.78,
  spearmanPerInterview: 0.83,
  levelsInOrder: 3,
  adversarialAbove: 27,
  gapMax: 9,
  flaggedHonest: 1,
  anchoredSpearman: 0.85,
};

const figures = (over: Partial<SetFigures>) =>
  ({
    spearmanPerAnswer: 0.788,
    spearmanPerInterview: 0.836,
    levelsInOrder: 4,
    adversarialAbove: new Array(26).fill({}),
    gapMax: 9,
    flaggedHonest: 0,
    anchoredSpearman: 0.853,
    ...over,
  }) as SetFigures;

describe('floors pinned from measured figures', () => {
  it('pins a Spearman figure as the report rounds it, less 0.01', () => {
    expect(spearmanFloor(0.784)).toBe(0.77);
    expect(spearmanFloor(0.788)).toBe(0.78);
    expect(spearmanFloor(0.29)).toBe(0.28);
  });

  it('keeps a Spearman floor the figure still meets, and lowers one it fails', () => {
    expect(spearmanPin(0.834, 0.83)).toBe(0.83);
    expect(spearmanPin(0.856, 0.83)).toBe(0.85);
    expect(spearmanPin(0.824, 0.83)).toBe(0.81);
    expect(spearmanPin(0.5, null)).toBe(0.49);
    expect(spearmanPin(null, 0.8)).toBeNull();
  });

  it('takes counts as measured and leaves the anchored floor out of a reading without anchors', () => {
    const pinned = floorsOf(figures({}), true, old);
    expect(pinned).toEqual({
      ...old,
      spearmanPerInterview: 0.83,
      levelsInOrder: 4,
      adversarialAbove: 26,
      flaggedHonest: 0,
    });
    expect(floorsOf(figures({}), false, old).anchoredSpearman).toBeNull();
  });

  it('marks as LOOSER only a floor that lets a worse figure pass', () => {
    const lines = floorChanges(
      's',
      'guided',
      old,
      floorsOf(figures({ spearmanPerInterview: 0.824, gapMax: 12 }), true, old),
    );
    expect(lines.filter((l) => l.startsWith('LOOSER'))).toEqual([
      'LOOSER s, guided: spearmanPerInterview 0.83 -> 0.81',
      'LOOSER s, guided: gapMax 9 -> 12',
    ]);
    expect(lines).toContain('tighter s, guided: adversarialAbove 27 -> 26');
  });
});
