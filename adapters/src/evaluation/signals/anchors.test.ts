import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { inputCriteria } from '../testing/evaluation-inputs.js';
import { calibrationOf, meaningOf, scoreOfRating, type ReadAnchor } from './anchors.js';
import { readAnswer } from './answer-reading.js';
import { similarity } from './meaning.js';
import { questionContexts } from './question-context.js';

/** A unit vector along one axis: answers on different axes say different things (cosine 0). */
const axis = (i: number) => {
  const v = new Float32Array(100);
  v[i] = 1;
  return v;
};

/** Five rated answers to one question, each saying something of its own; the built-in scorer ranks them in order. */
const ANCHORS: ReadAnchor[] = [
  { score: 95, rating: 5, meaning: axis(0) },
  { score: 80, rating: 4, meaning: axis(1) },
  { score: 60, rating: 3, meaning: axis(2) },
  { score: 40, rating: 2, meaning: axis(3) },
  { score: 20, rating: 1, meaning: axis(4) },
];
const calibrate = calibrationOf(ANCHORS)!;

describe('scoring against the team’s rated answers (docs/scoring-rubric.md, local-signals@8)', () => {
  it('needs five rated answers', () => {
    expect(calibrationOf(ANCHORS.slice(0, 4))).toBeNull();
    expect(calibrate).not.toBeNull();
  });

  it('gives a retelling of a rated answer that answer’s rating, whatever the built-in score', () => {
    const retold = calibrate({ score: 60, meaning: axis(0), discounted: false, empty: false });
    expect(retold).toBeGreaterThanOrEqual(scoreOfRating(5) - 8);
    expect(calibrate({ score: 90, meaning: axis(3), discounted: false, empty: false })).toBeLessThanOrEqual(
      scoreOfRating(2) + 8,
    );
  });

  it('keeps the built-in order for an answer near no rated answer', () => {
    const scores = [25, 45, 70, 90].map((score) =>
      calibrate({ score, meaning: axis(50), discounted: false, empty: false }),
    );
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(scores.length);
  });

  it('counts nearness little for an answer the scorer discounted (a list, a template, another question’s answer)', () => {
    const near = { score: 30, meaning: axis(0), empty: false };
    const discounted = calibrate({ ...near, discounted: true, empty: false });
    expect(discounted).toBeLessThan(calibrate({ ...near, discounted: false, empty: false }) - 10);
  });

  it('never lifts an answer below every rated one above the team’s lowest rating', () => {
    expect(calibrate({ score: 5, meaning: axis(0), discounted: false, empty: false })).toBeLessThanOrEqual(
      scoreOfRating(1),
    );
    expect(calibrate({ score: 15, meaning: axis(2), discounted: false, empty: false })).toBeLessThanOrEqual(
      15,
    );
  });

  it('never lifts an answer the scorer puts level with the lowest rated one above the team’s lowest rating', () => {
    // Spoken, the team's non-answer often scores 0, as a list or the question said back does: an
    // answer at that score near the adequate rated answer is not lifted by it (the local-signals@23
    // round).
    const calibrateSpoken = calibrationOf([
      ...ANCHORS.slice(0, 4),
      { score: 0, rating: 1, meaning: axis(4) },
    ])!;
    const saidBack = { score: 0, meaning: axis(2), discounted: false, empty: false };
    expect(calibrateSpoken(saidBack)).toBeLessThanOrEqual(scoreOfRating(1));
    // One point above the lowest rated answer, nearness has its say again; the order is kept.
    expect(calibrateSpoken({ ...saidBack, score: 1 })).toBeGreaterThan(scoreOfRating(1));
  });

  it('lets nearness place an answer level with a higher-rated answer the scorer put lowest', () => {
    // The built-in scorer missed the good rated answer (20, under the non-answer's 30): a retelling
    // of it scored 20 too is not held at the lowest rating.
    const calibrateMissed = calibrationOf([
      { score: 95, rating: 5, meaning: axis(0) },
      { score: 20, rating: 4, meaning: axis(1) },
      { score: 60, rating: 3, meaning: axis(2) },
      { score: 40, rating: 2, meaning: axis(3) },
      { score: 30, rating: 1, meaning: axis(4) },
    ])!;
    const retold = { score: 20, meaning: axis(1), discounted: false, empty: false };
    expect(calibrateMissed(retold)).toBeGreaterThanOrEqual(scoreOfRating(4) - 8);
    // Below every rated answer it is held at its own score, as before.
    expect(calibrateMissed({ ...retold, score: 19 })).toBeLessThanOrEqual(19);
  });
});

/** A unit vector at `cosine` of `axis(i)`, the rest along an axis no rated answer uses. */
const at = (i: number, cosine: number) => {
  const v = new Float32Array(100);
  v[i] = cosine;
  v[60] = Math.sqrt(1 - cosine ** 2);
  return v;
};

/** A unit vector at the given cosines of the first axes, the rest along an axis of its own. */
const toward = (own: number, cosines: readonly number[]) => {
  const v = new Float32Array(100);
  cosines.forEach((c, i) => (v[i] = c));
  v[own] = Math.sqrt(1 - cosines.reduce((s, c) => s + c * c, 0));
  return v;
};
// As in the corpora: the good rated answer at 0.65 of the excellent one, the adequate at 0.5, the
// poor at 0.3, the non-answer at 0.15; the built-in scorer puts the adequate one near the good.
const rated = calibrationOf([
  { score: 95, rating: 5, meaning: toward(10, [1]) },
  { score: 85, rating: 4, meaning: toward(11, [0.65]) },
  { score: 75, rating: 3, meaning: toward(12, [0.5]) },
  { score: 40, rating: 2, meaning: toward(13, [0.3]) },
  { score: 20, rating: 1, meaning: toward(14, [0.15]) },
])!;
/** An answer at `cosine` of the good rated answer of `rated`, the rest along an axis of its own. */
const nearGood = (cosine: number) => {
  const v = new Float32Array(100);
  v[0] = 0.65 * cosine;
  v[11] = Math.sqrt(1 - 0.65 ** 2) * cosine;
  v[50] = Math.sqrt(1 - cosine ** 2);
  return v;
};

describe('an excellent rating and what an answer says (docs/scoring-rubric.md, local-signals@12 anchors)', () => {
  it('does not lift an answer on the subject that says something else towards the excellent rating', () => {
    // Harmful conduct told fluently, another question's answer, a padded weak answer: 0.5-0.6 of the excellent rated answer.
    // Among rated answers that share some of their words, as in the corpora (`rated`): with the lower
    // ones on axes of their own, nearness to the excellent one alone would place such an answer above them.
    for (const cosine of [0.5, 0.6]) {
      expect(
        rated({ score: 60, meaning: toward(50, [cosine]), discounted: false, empty: false }),
      ).toBeLessThanOrEqual(scoreOfRating(3) + 8);
    }
  });

  it('still gives a retelling of the excellent answer, plain, polished or short, the excellent rating', () => {
    for (const cosine of [0.9, 0.95]) {
      expect(
        calibrate({ score: 60, meaning: at(0, cosine), discounted: false, empty: false }),
      ).toBeGreaterThanOrEqual(scoreOfRating(5) - 8);
    }
    expect(calibrate({ score: 60, meaning: at(0, 0.8), discounted: false, empty: false })).toBeGreaterThan(
      calibrate({ score: 60, meaning: at(0, 0.6), discounted: false, empty: false }) + 10,
    );
  });

  it('lets the lower ratings keep their say at any distance', () => {
    expect(calibrate({ score: 60, meaning: at(3, 0.6), discounted: false, empty: false })).toBeLessThan(
      scoreOfRating(3) - 5,
    );
  });
});

describe('a good rating and what an answer says (docs/scoring-rubric.md, local-signals@15 anchors)', () => {
  it('does not lift an answer that says something else towards the good rating it merely resembles', () => {
    // Harmful conduct, another question's answer, a wrong question's: a median 0.40-0.52 of the good rated answer.
    for (const cosine of [0.5, 0.55, 0.6]) {
      expect(
        rated({ score: 60, meaning: nearGood(cosine), discounted: false, empty: false }),
      ).toBeLessThanOrEqual(scoreOfRating(3) + 3);
    }
  });

  it('still gives a retelling of the good answer the good rating, whatever its built-in score', () => {
    for (const [cosine, score] of [
      [0.9, 60],
      [0.95, 40],
    ] as const) {
      expect(
        calibrate({ score, meaning: at(1, cosine), discounted: false, empty: false }),
      ).toBeGreaterThanOrEqual(scoreOfRating(4) - 8);
    }
  });
});

describe('how near the good rated answers an answer is (docs/scoring-rubric.md, local-signals@20 anchors)', () => {
  it('holds an answer the scorer rates as excellent, no nearer the good answers than the adequate one, near the adequate rating', () => {
    // Harmful conduct told fluently, another question's answer: scored 90, at 0.4 of the excellent rated answer.
    expect(
      rated({ score: 90, meaning: toward(50, [0.4]), discounted: false, empty: false }),
    ).toBeLessThanOrEqual(scoreOfRating(3) + 2);
  });

  it('still gives a retelling of the excellent answer nearly the excellent rating', () => {
    expect(
      rated({ score: 90, meaning: toward(50, [0.9]), discounted: false, empty: false }),
    ).toBeGreaterThanOrEqual(scoreOfRating(5) - 10);
  });
});

describe('a list of words or an empty template among rated answers', () => {
  it('is never lifted above its own score or the fit by the words it shares with a rated answer', () => {
    const list = calibrate({ score: 30, meaning: axis(1), discounted: true, empty: true });
    expect(list).toBeLessThanOrEqual(30);
  });

  it('leaves an honest short answer the scorer discounted (taken for another question’s) to be lifted by nearness', () => {
    expect(calibrate({ score: 30, meaning: axis(1), discounted: true, empty: false })).toBeGreaterThan(40);
  });
});

describe('what an answer says, for its nearest rated answers', () => {
  const question = 'Tell us about a time a guest complained about their room. What did you do?';
  const input: EvaluationInput = {
    job: {
      title: 'Front Office Supervisor',
      description: 'Lead the hotel reception shift in Windhoek, handle guest complaints and room allocation.',
      skills: ['guest relations'],
      criteria: inputCriteria(['communication']),
      questions: [{ index: 0, text: question, pillarId: 'communication', scoringGuide: null }],
    },
    answers: [],
  };
  const meaning = (text: string) => meaningOf(readAnswer(text, questionContexts(input).get(0)!));
  const weak =
    'When a guest complains I stay calm, I listen to them and I try to solve the problem for them.';

  it('puts a plain retelling of the excellent answer where its rating counts, a fluent harmful account where it hardly does', () => {
    const excellent =
      'Last December a guest in room 214 complained that the air conditioner was loud and the room smelled of smoke. I apologised, checked the room myself within ten minutes, moved her to a non-smoking room on the third floor and asked maintenance to fix the unit that same night. I called her the next morning; she thanked us and later left a five-star review.';
    const plain =
      'In December one lady in room 214 was not happy, the aircon was making noise and the room was smelling smoke. I said sorry to her, I went to see the room myself after ten minutes, I gave her another room for non-smokers on third floor and I told maintenance to repair the aircon same night. Next morning I phoned her, she said thank you and she wrote five stars review.';
    const harmful =
      'When a guest complained about the room smell I told her that if she continued shouting I would call security and have her thrown out of the hotel, and I charged her card for the trouble without telling her so she would learn.';
    expect(similarity(meaning(plain), meaning(excellent))).toBeGreaterThanOrEqual(0.8);
    expect(similarity(meaning(harmful), meaning(excellent))).toBeLessThanOrEqual(0.55);
  });

  it('leaves out the question said back: the weak answer with the question around it is still the weak answer', () => {
    const echoed = `A time a guest complained about their room, what did I do about the room the guest complained about? ${weak}`;
    expect(similarity(meaning(echoed), meaning(weak))).toBeGreaterThan(0.95);
  });
});

describe('calibration keeps the built-in order (docs/scoring-rubric.md, the anchors rounds)', () => {
  const vector = fc
    .array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 })
    .map((xs) => {
      const v = new Float32Array(100);
      const norm = Math.hypot(...xs) || 1;
      xs.forEach((x, i) => (v[i] = x / norm));
      return v;
    });
  const anchor = fc.record({
    score: fc.integer({ min: 0, max: 100 }),
    rating: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<ReadAnchor['rating']>,
    meaning: fc.option(vector, { nil: null }),
  });

  it('never maps a higher built-in score to a lower calibrated one for otherwise equal answers', () => {
    fc.assert(
      fc.property(
        fc.array(anchor, { minLength: 5, maxLength: 8 }),
        fc.option(vector, { nil: null }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (anchors, meaning, discounted, empty, a, b) => {
          const calibrated = calibrationOf(anchors)!;
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(calibrated({ score: low, meaning, discounted, empty })).toBeLessThanOrEqual(
            calibrated({ score: high, meaning, discounted, empty }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
