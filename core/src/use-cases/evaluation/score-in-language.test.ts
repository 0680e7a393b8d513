import { describe, expect, it } from 'vitest';
import type { EvaluationInput, Evaluator, EvaluatorOutput } from '../../ports/evaluator.js';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import type { InterviewToScore } from './evaluation-input.js';
import { prepareEvaluation } from './evaluation-input.js';
import { inputFingerprint } from './input-fingerprint.js';
import { runEvaluator, scoreInterview } from './score-interview.js';

/** Scores every answer 80 and remembers what it was given. */
class RecordingEvaluator implements Evaluator {
  readonly version = 'recording@1';
  inputs: EvaluationInput[] = [];
  constructor(readonly languages?: readonly string[] | 'any') {}
  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    this.inputs.push(input);
    return {
      criteria: input.job.criteria.map((c) => ({
        criterionId: c.id,
        score: 80,
        quickTake: c.label,
        rationale: 'ok',
        evidence: [
          {
            quote: 'maduka kumi na mbili',
            english: 'twelve shops',
            reasoning: 'Specific.',
            questionIndex: 0,
          },
        ],
        relatedQuestions: [],
        subcriteriaAssessed: [],
      })),
      answers: input.answers.map((a) => ({ questionIndex: a.questionIndex, score: 80, feedback: 'ok' })),
      strengths: [],
      weaknesses: [],
      summary: 'scored',
      feedback: '',
      legacy: { communicationSkills: 8, problemSolving: 8, motivation: 8 },
    };
  }
}

const answer =
  'Nilifungua maduka kumi na mbili mjini Nairobi na kuongeza mauzo kwa asilimia thelathini kwa mwaka mmoja.';

function interview(language?: string): InterviewToScore {
  const pillars = buildCriteriaConfig({ communication: 60, problem_solving: 40 }).pillars.filter(
    (p) => p.enabled,
  );
  return {
    job: {
      title: 'Muuzaji',
      description: 'Anauza bidhaa zetu Nairobi.',
      skills: [],
      ...(language ? { language } : {}),
      pillars,
      questions: [0, 1, 2].map((i) => ({
        text: `Swali la ${i + 1}: tuambie kuhusu mauzo yako.`,
        pillarId: i === 0 ? 'communication' : 'problem_solving',
        scoringGuide: null,
      })),
    },
    answers: [0, 1, 2].map((questionIndex) => ({
      questionIndex,
      transcript: answer,
      durationSeconds: 45,
      confidence: 0.9,
    })),
  };
}

describe('scoring in the interview language (docs/behaviour/interview.md §22)', () => {
  it('never gives a Swahili interview to a scorer that reads English only: every answer is for the team', async () => {
    const builtIn = new RecordingEvaluator();
    const result = await scoreInterview(interview('sw'), builtIn);
    expect(builtIn.inputs).toHaveLength(0);
    expect(result.overallScore).toBeNull();
    expect(result.detailedAnalysis.summary).toBe(
      'Not scored automatically: this interview is in Swahili, which nothing here can transcribe and score.',
    );
    expect(result.detailedAnalysis.feedback).toBe(
      "Listen to the recordings and rate each answer: the overall score comes from your team's ratings.",
    );
    expect(JSON.stringify(result.detailedAnalysis)).toContain('to be scored by your team');
  });

  it('gives it to a language model, told the language; English interviews stay as they were', async () => {
    const model = new RecordingEvaluator('any');
    const swahili = await scoreInterview(interview('sw'), model);
    expect(model.inputs[0]!.job.language).toBe('sw');
    expect(swahili.overallScore).toBe(80);
    // HR sees each quote as said, with its English rendering (stored with the evaluation).
    expect(JSON.stringify(swahili.detailedAnalysis)).toContain(
      '"supportingEvidence":[{"quote":"maduka kumi na mbili","reasoning":"Specific.","questionIndex":0,"english":"twelve shops"}]',
    );
    // An English interview's input names no language, so its fingerprint is the one stored before languages.
    const english = prepareEvaluation(interview('en'));
    expect(english.input.job.language).toBeUndefined();
    expect(inputFingerprint(english.input)).toBe(inputFingerprint(prepareEvaluation(interview()).input));
    const builtIn = new RecordingEvaluator(['en']);
    expect((await scoreInterview(interview('en'), builtIn)).overallScore).toBe(80);
  });

  it('scores nothing automatically when no recogniser hears the language, even with a language model', async () => {
    const model = new RecordingEvaluator('any');
    const prepared = prepareEvaluation(interview('kj'));
    const result = await runEvaluator(prepared, model, inputFingerprint(prepared.input), false);
    expect(model.inputs).toHaveLength(0);
    expect(result.overallScore).toBeNull();
    expect(result.detailedAnalysis.summary).toContain('this interview is in Oshiwambo');
  });
});
