import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluationSchemaFor, problemsWith, type ModelEvaluation } from './evaluation-schema.js';
import { goodAnswer, sampleInput } from './testing/evaluation-fixture.js';

const input = sampleInput();
const answer = () => evaluationSchemaFor(input).parse(goodAnswer()) as ModelEvaluation;

describe('evaluationSchemaFor', () => {
  it('accepts a good answer and only the enabled criterion ids', () => {
    const schema = evaluationSchemaFor(input);
    expect(schema.safeParse(goodAnswer()).success).toBe(true);
    const other = goodAnswer();
    other.criteria[0]!.criterionId = 'motivation';
    expect(schema.safeParse(other).success).toBe(false);
  });

  it('refuses criterion scores outside 0-100 and legacy scores outside 0-10', () => {
    const schema = evaluationSchemaFor(input);
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (score, legacy) => {
          const candidate = goodAnswer();
          candidate.criteria[0]!.score = score;
          candidate.legacyScoresOutOf10.motivation = legacy;
          const inRange = score >= 0 && score <= 100 && legacy >= 0 && legacy <= 10;
          return schema.safeParse(candidate).success === inRange;
        },
      ),
    );
  });
});

describe('problemsWith', () => {
  it('finds nothing wrong with a good answer (sub-criteria may be named by label)', () => {
    expect(problemsWith(answer(), input)).toEqual([]);
  });

  it('reports exactly the enabled criteria left out', () => {
    fc.assert(
      fc.property(fc.subarray(['communication', 'leadership']), (kept) => {
        const partial = {
          ...answer(),
          criteria: answer().criteria.filter((c) => kept.includes(c.criterionId)),
        };
        const missing = input.job.criteria.filter((c) => !kept.includes(c.id));
        return (
          JSON.stringify(problemsWith(partial, input)) ===
          JSON.stringify(missing.map((c) => `criterion ${c.id} is missing`))
        );
      }),
    );
  });

  it('reports a criterion assessed twice, a question that does not exist and a foreign sub-criterion', () => {
    const twice = answer();
    twice.criteria[1]!.criterionId = 'leadership';
    expect(problemsWith(twice, input)).toContain('criterion leadership is assessed twice');

    const cites = answer();
    cites.criteria[0]!.relatedQuestions[0]!.questionIndex = 3;
    expect(problemsWith(cites, input)).toEqual([
      'criterion leadership cites question 3, which does not exist',
    ]);

    const foreign = answer();
    foreign.criteria[0]!.subcriteriaAssessed = ['clarity'];
    expect(problemsWith(foreign, input)).toEqual(['"clarity" is not a sub-criterion of leadership']);
  });
});
