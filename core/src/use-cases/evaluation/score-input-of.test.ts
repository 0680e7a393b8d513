import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreInputSchema } from '../../contract/score-input.js';
import { PILLAR_IDS, type PillarId } from '../../domain/criteria.js';
import type { EvaluationInput, Evaluator, EvaluatorOutput } from '../../ports/evaluator.js';
import { canonicalJson } from '../../rules/canonical-json.js';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import { evaluationTestbed } from '../../testing/evaluation-testbed.js';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { prepareEvaluation, type InterviewToScore } from './evaluation-input.js';
import { inputFingerprint } from './input-fingerprint.js';
import { interviewOfScoreInput } from './interview-of-score-input.js';
import { scoreInputOf } from './score-input-of.js';
import { scoreInterview } from './score-interview.js';

/**
 * An evaluator whose every score depends on all it reads (labels, descriptions, sub-criteria,
 * guides, the questions as heard, transcripts): a re-run gives the stored result only when it is
 * given exactly the stored input.
 */
class InputSensitiveEvaluator implements Evaluator {
  readonly version = 'input-sensitive@1';
  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    const seed = Number.parseInt(inputFingerprint(input).slice(0, 6), 16);
    return {
      criteria: input.job.criteria.map((c, i) => ({
        criterionId: c.id,
        score: (seed >> i) % 101,
        quickTake: c.label,
        rationale: c.description,
        evidence: [],
        relatedQuestions: [],
        subcriteriaAssessed: c.subcriteria.map((s) => s.id),
      })),
      answers: input.answers.map((a) => ({
        questionIndex: a.questionIndex,
        score: (seed + a.questionText.length + (a.transcript?.length ?? 0)) % 101,
        feedback: a.questionText,
      })),
      strengths: [],
      weaknesses: [],
      summary: `seed ${seed}`,
      feedback: '',
      legacy: { communicationSkills: 5, problemSolving: 5, motivation: 5 },
    };
  }
}

const ANSWER =
  'I listened to the customer, explained the refund policy clearly and solved the problem for her.';

describe('an evaluation keeps what re-runs it (docs/behaviour/review.md §14)', () => {
  it('stores the input as `sauti score` reads it, with its digest, and re-scoring it gives the stored result', async () => {
    const evaluator = new InputSensitiveEvaluator();
    const bed = await evaluationTestbed(evaluator);
    const config = buildCriteriaConfig({ problem_solving: 40, communication: 60 });
    // The job's own words: a renamed criterion, a new description, one sub-criterion switched off.
    const communication = config.pillars.find((p) => p.id === 'communication')!;
    communication.label = 'Speaking with customers';
    communication.description = 'Explains the policy in plain words.';
    communication.subcriteria[0]!.enabled = false;
    await bed.jobs.update(bed.job.id, { criteriaConfig: config });
    await bed.sessions.create({ id: 's-1', jobId: bed.job.id, startedAt: bed.clock.now() });
    bed.addAnswer('s-1', 0, {
      transcribedText: ANSWER,
      transcriptionConfidence: 0.9,
      questionText: 'Asked aloud',
    });
    bed.addAnswer('s-1', 1, {
      transcribedText: `${ANSWER} Again.`,
      transcriptionConfidence: 0.8,
      duration: 42.5,
    });

    const { evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    const stored = await bed.evaluations.find(evaluation!.id);
    expect(stored).toMatchObject({ evaluationId: evaluation!.id, evaluatorVersion: 'input-sensitive@1' });
    expect(stored!.inputDigest).toBe(new FakeDigest().sha256Hex(canonicalJson(stored!.scoreInput)));
    expect(stored!.scoreInput).toMatchObject({
      job: {
        criteria: [{ id: 'communication', label: 'Speaking with customers' }, { id: 'problem_solving' }],
      },
      answers: [
        { questionIndex: 0, questionText: 'Asked aloud' },
        { questionIndex: 1, durationSeconds: 42.5 },
      ],
    });

    // What an auditor does: the stored input through the file format of `sauti score`.
    const file = scoreInputSchema.parse(JSON.parse(JSON.stringify(stored!.scoreInput)));
    const rescored = await scoreInterview(interviewOfScoreInput(file), evaluator);
    const { id: _id, sessionId: _session, evaluatedAt: _at, ...kept } = evaluation!;
    expect(rescored).toEqual(kept);
  });

  it('leaves no evaluation without its input, in the batch path too', async () => {
    const evaluator = new InputSensitiveEvaluator();
    const bed = await evaluationTestbed(evaluator);
    for (const id of ['s-2', 's-3']) {
      await bed.sessions.create({ id, jobId: bed.job.id, startedAt: bed.clock.now() });
      bed.addAnswer(id, 0, { transcribedText: `${ANSWER} (${id})`, transcriptionConfidence: 0.9 });
    }
    const { batch } = bed.batch();
    expect(await batch.execute({ sessionIds: ['s-2', 's-3'], force: true, concurrency: 2 })).toMatchObject({
      evaluated: 2,
    });
    expect(bed.evaluations.rows).toHaveLength(2);
    for (const e of bed.evaluations.rows) {
      const stored = await bed.evaluations.find(e.id);
      const file = scoreInputSchema.parse(stored!.scoreInput);
      expect(await scoreInterview(interviewOfScoreInput(file), evaluator)).toMatchObject({
        overallScore: e.overallScore,
        detailedAnalysis: e.detailedAnalysis,
      });
    }
  });
});

const words = fc.string({ minLength: 1, maxLength: 30 });
const interviewArb: fc.Arbitrary<InterviewToScore> = fc
  .record({
    ids: fc.shuffledSubarray([...PILLAR_IDS], { minLength: 1 }),
    labels: fc.array(words, { minLength: 8, maxLength: 8 }),
    subs: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
    questions: fc.array(
      fc.record({ text: words, guide: fc.option(words, { nil: null }), tied: fc.boolean() }),
      { minLength: 1, maxLength: 6 },
    ),
    answers: fc.array(
      fc.record({
        index: fc.nat(5),
        heard: fc.option(words, { nil: undefined }),
        transcript: fc.option(fc.string({ maxLength: 200 }), { nil: null }),
        duration: fc.option(fc.double({ min: 0, max: 300, noNaN: true }), { nil: null }),
        confidence: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ ids, labels, subs, questions, answers }) => {
    // Weights of whole numbers totalling 100, the last one taking the rest.
    const share = Math.floor(100 / ids.length);
    const weights = Object.fromEntries(
      ids.map((id, i) => [id, i === ids.length - 1 ? 100 - share * i : share]),
    );
    const defaults = buildCriteriaConfig(weights).pillars;
    const pillars = ids.map((id, i) => {
      const p = defaults.find((d) => d.id === id)!;
      return {
        ...p,
        label: labels[i]!,
        subcriteria: p.subcriteria.map((s, j) => ({ ...s, enabled: subs[i * 3 + j] ?? true })),
      };
    });
    return {
      job: {
        title: 'A job',
        description: 'What it is',
        skills: ['Kiswahili'],
        pillars,
        questions: questions.map((q, i) => ({
          text: q.text,
          pillarId: q.tied ? (ids[i % ids.length] as PillarId) : null,
          scoringGuide: q.guide,
        })),
      },
      answers: answers
        .filter((a) => a.index < questions.length)
        .map((a) => ({
          questionIndex: a.index,
          ...(a.heard === undefined ? {} : { questionText: a.heard }),
          transcript: a.transcript,
          durationSeconds: a.duration,
          confidence: a.confidence,
        })),
    };
  });

describe('scoreInputOf', () => {
  it('is read back by `sauti score` into exactly the input the evaluator was given', () => {
    fc.assert(
      fc.property(interviewArb, (interview) => {
        const stored = JSON.parse(canonicalJson(scoreInputOf(interview) as never));
        const reread = interviewOfScoreInput(scoreInputSchema.parse(stored));
        // Switched-off sub-criteria are left out of the file: nothing reads them.
        const used = (i: InterviewToScore) => {
          const prepared = prepareEvaluation(i);
          const pillars = prepared.pillars.map((p) => ({
            ...p,
            subcriteria: p.subcriteria.filter((s) => s.enabled),
          }));
          return { ...prepared, pillars };
        };
        expect(used(reread)).toEqual(used(interview));
      }),
    );
  });
});
