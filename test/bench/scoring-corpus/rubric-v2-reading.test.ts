import { prepareEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { describe, expect, it } from 'vitest';
import { WAREHOUSE } from './development/warehouse.js';
import { developmentSet } from './development-set.js';
import type { CorpusJob } from './development/types.js';
import { interviewToScore as benchInterview } from './interviews.js';
import { readAnswer } from '@sauti/adapters/evaluation/rubric/answer-reading';
import { otherQuestionFactor } from '@sauti/adapters/evaluation/rubric/other-question';
import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import type { QuestionTopic } from '@sauti/adapters/evaluation/rubric/topic';

const topic: QuestionTopic = {
  weights: new Map([['root:panel', 1]]),
  echo: new Set(['root:panel']),
  job: new Set(),
  guideItems: [],
  guided: false,
};
const conductOf = (answer: string) => readAnswer(answer, topic).conduct.map((c) => c.description);

describe('conduct the job would reject', () => {
  it('is not read into a passive sentence: what was covered is not what the candidate hid', () => {
    expect(
      conductOf('When I arrived I found the panel was covered with red dust from the harmattan.'),
    ).toEqual([]);
    expect(conductOf('I saw the hose had been quickly covered with tape.')).toEqual([]);
  });

  it('is not put on the candidate when another subject does it, nor read into covering a colleague', () => {
    expect(conductOf('So I investigated and found that one garage was skipping checks.')).toEqual([]);
    expect(conductOf('She was shouting that we had stolen her money.')).toEqual([]);
    expect(
      conductOf('I trained two dispatchers to cover each other, so one absence never stopped the desk.'),
    ).toEqual([]);
    expect(conductOf('I told the manager that I skipped the safety check to finish faster.')).toEqual([
      'skips checks and controls',
    ]);
  });

  it('is still read in the active voice and in the progressive', () => {
    expect(conductOf('I covered up the mistake so the manager would not see it.')).toEqual([
      'hides mistakes or problems',
    ]);
    expect(conductOf('I was shouting at the picker in front of everybody.')).toEqual([
      'shouts at, insults or shames people',
    ]);
  });
});

/** The warehouse job of the development set, with or without its guides. */
const jobOf = (corpus: CorpusJob, guides = true) =>
  developmentSet().jobs.find((j) => j.id === (guides ? corpus.id : `${corpus.id} (no guides)`))!;
const interviewToScore = (
  corpus: CorpusJob,
  answers: { questionIndex: number; text: string }[],
  options: { guides?: boolean } = {},
) => benchInterview(jobOf(corpus, options.guides !== false), answers);

describe('an answer to another question of the job', () => {
  const scoreUnder = async (questionIndex: number, text: string) => {
    const input = prepareEvaluation(interviewToScore(WAREHOUSE, [{ questionIndex, text }])).input;
    const output = await new RubricEvaluator().evaluate(input);
    return output.answers!.find((a) => a.questionIndex === questionIndex)!;
  };

  it('is caught when the questions share the job vocabulary (the forklift check told under the stock count)', async () => {
    // The two guides share loaders, deliveries, records and checks: by those the forklift answer
    // fits the stock count almost as well as its own question; by what sets each question apart
    // it plainly answers the forklift one.
    const answer = await scoreUnder(1, WAREHOUSE.questions[2]!.answers.excellent);
    expect(answer.feedback).toBe('Answers question 3 rather than this one.');
    expect(answer.score).toBeLessThan(40);
  });

  it('loses its score gradually past the ratio, not all at once (a rough reading near the limit costs little)', () => {
    expect(otherQuestionFactor(null)).toBe(1);
    expect(otherQuestionFactor({ index: 1, ratio: 1.5 })).toBe(1);
    expect(otherQuestionFactor({ index: 1, ratio: 1.65 })).toBeGreaterThan(0.6);
    expect(otherQuestionFactor({ index: 1, ratio: 3 })).toBeCloseTo(1 / 32, 5);
  });

  it('is not mistaken for one when it answers its own question', async () => {
    for (const [index, question] of WAREHOUSE.questions.entries()) {
      for (const text of [question.answers.excellent, question.answers.plain, question.answers.good]) {
        expect((await scoreUnder(index, text)).feedback).not.toMatch(/rather than this one/);
      }
    }
  });
});

describe('100 is earned', () => {
  it('needs every point of the scoring guide touched, not only a long and specific answer', async () => {
    const input = prepareEvaluation(
      interviewToScore(WAREHOUSE, [{ questionIndex: 0, text: WAREHOUSE.questions[0]!.answers.excellent }]),
    ).input;
    const withGuide = (await new RubricEvaluator().evaluate(input)).answers![0]!;
    // The dispatch answer says nothing of motivating the team or telling the customer side.
    expect(withGuide.feedback).toMatch(/Not covered from the scoring guide/);
    expect(withGuide.score).toBeGreaterThanOrEqual(90);
    expect(withGuide.score).toBeLessThan(100);
    const unguided = prepareEvaluation(
      interviewToScore(WAREHOUSE, [{ questionIndex: 0, text: WAREHOUSE.questions[0]!.answers.excellent }], {
        guides: false,
      }),
    ).input;
    expect((await new RubricEvaluator().evaluate(unguided)).answers![0]!.score).toBeLessThanOrEqual(95);
  });
});
