import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PILLAR_IDS, type PillarId } from '../domain/criteria.js';
import { draftFeedback, DRAFT_SIZES, type DraftCriterion } from './feedback-draft.js';
import { FEEDBACK_PHRASES } from './feedback-phrases.js';

const criterionArb: fc.Arbitrary<DraftCriterion[]> = fc
  .uniqueArray(fc.constantFrom(...PILLAR_IDS), { minLength: 1, maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          label: fc.string({ minLength: 1, maxLength: 30 }),
          score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        }),
      ),
    ),
  );

const inputArb = fc.record({
  criteria: criterionArb,
  overallScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  band: fc.option(fc.constantFrom('Strong Hire', 'Hire', 'Maybe', 'No Hire'), { nil: null }),
  showScores: fc.boolean(),
});

/** The criterion a generated item speaks of, by its fixed sentence (the label before it is HR's). */
function criterionOf(item: string, kind: 'strength' | 'growth', criteria: readonly DraftCriterion[]) {
  return criteria.find((c) => item === `${c.label}: ${FEEDBACK_PHRASES[c.id][kind]}`);
}

describe('draftFeedback', () => {
  it('says a strength only of a criterion the candidate met, at most two, highest score first', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const draft = draftFeedback(input);
        if (!draft) return;
        expect(draft.strengths.length).toBeLessThanOrEqual(DRAFT_SIZES.strengths);
        const scores = draft.strengths.map((s) => criterionOf(s, 'strength', input.criteria)?.score);
        for (const score of scores) expect(score).toBeGreaterThanOrEqual(70);
        expect([...scores].sort((a, b) => b! - a!)).toEqual(scores);
        const met = input.criteria.filter((c) => c.score !== null && c.score >= 70).length;
        expect(draft.strengths).toHaveLength(Math.min(met, DRAFT_SIZES.strengths));
      }),
    );
  });

  it('always gives one or two growth suggestions, from unmet criteria when there are any', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const draft = draftFeedback(input);
        if (!draft) return;
        expect(draft.growth.length).toBeGreaterThanOrEqual(1);
        expect(draft.growth.length).toBeLessThanOrEqual(DRAFT_SIZES.growth);
        const unmet = input.criteria.some((c) => c.score !== null && c.score < 70);
        for (const item of draft.growth) {
          const criterion = criterionOf(item, 'growth', input.criteria);
          expect(criterion).toBeDefined();
          if (unmet) expect(criterion!.score).toBeLessThan(70);
        }
      }),
    );
  });

  it('shows no score or band unless the organisation chose to show them', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const draft = draftFeedback(input);
        if (!draft) return;
        if (!input.showScores) expect(draft.figures).toBeNull();
        // Every line is a criterion's name and one fixed sentence: none holds a figure.
        for (const item of draft.strengths)
          expect(criterionOf(item, 'strength', input.criteria)).toBeDefined();
        for (const item of draft.growth) expect(criterionOf(item, 'growth', input.criteria)).toBeDefined();
        if (input.showScores && input.overallScore !== null && input.band !== null)
          expect(draft.figures).toEqual({ overallScore: input.overallScore, band: input.band });
      }),
    );
  });

  it('is null when no criterion has a score: a person writes that feedback', () => {
    expect(
      draftFeedback({
        criteria: [{ id: 'communication', label: 'Communication', score: null }],
        overallScore: null,
        band: null,
        showScores: true,
      }),
    ).toBeNull();
  });

  it('reads as plain sentences, e.g. two met criteria and one to grow', () => {
    const label = (id: PillarId) => id.replace('_', ' ');
    const draft = draftFeedback({
      criteria: [
        { id: 'communication', label: label('communication'), score: 82 },
        { id: 'problem_solving', label: label('problem_solving'), score: 55 },
        { id: 'motivation', label: label('motivation'), score: 90 },
      ],
      overallScore: 74,
      band: 'Hire',
      showScores: false,
    });
    expect(draft).toEqual({
      strengths: [
        'motivation: You showed real interest in this work and in what you want to achieve.',
        'communication: You explained your ideas clearly, in a way that was easy to follow.',
      ],
      growth: [
        'problem solving: When you talk about a problem, say what you did first, what you decided, and how it ended.',
      ],
      note: null,
      figures: null,
    });
  });

  it('uses short sentences with no figures in the phrase bank itself', () => {
    for (const id of PILLAR_IDS) {
      for (const sentence of Object.values(FEEDBACK_PHRASES[id])) {
        expect(sentence).not.toMatch(/\d/);
        expect(sentence.split(' ').length).toBeLessThanOrEqual(20);
      }
    }
  });
});
