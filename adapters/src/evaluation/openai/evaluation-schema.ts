import { PILLAR_IDS, type PillarId } from '@sauti/core/domain/criteria';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { z } from 'zod';

const text = (description: string) => z.string().describe(description);
const questionIndex = z.number().int().describe('The index of the question, as numbered in the interview');

/** Whether the interview is in another language than English (docs/behaviour/interview.md §22). */
export const isTranslated = (input: EvaluationInput) => (input.job.language ?? 'en') !== 'en';

/** One evidence quote; in another language, with its English rendering beside the original. */
function evidenceSchema(translated: boolean) {
  const quoted = z.object({
    quote: text('Words copied verbatim from one transcript, no paraphrase'),
    questionIndex,
    reasoning: text('What the quote shows about the criterion'),
  });
  return translated
    ? quoted.extend({ english: text('The quote rendered in English, for the hiring team') })
    : quoted;
}

/**
 * The JSON the model must return for `input`. Criterion ids are limited to the job's enabled
 * criteria; what a schema cannot say (each criterion exactly once, question indexes that exist,
 * sub-criteria of the right criterion) is checked by `problemsWith`.
 */
export function evaluationSchemaFor(input: EvaluationInput) {
  const enabled = input.job.criteria.map((c) => c.id);
  const [first, ...rest] = enabled;
  const criterionId = first === undefined ? z.enum(PILLAR_IDS) : z.enum([first, ...rest]);
  return z.object({
    criteria: z.array(
      z.object({
        criterionId,
        score: z.number().int().min(0).max(100).describe('0-100; 70 or more means the criterion is met'),
        quickTake: text('One sentence a recruiter can skim'),
        rationale: text('Why this score, grounded in the answers'),
        evidence: z.array(evidenceSchema(isTranslated(input))),
        relatedQuestions: z.array(z.object({ questionIndex, feedback: text('Feedback on that answer') })),
        subcriteriaAssessed: z.array(text('The id of a sub-criterion of this criterion')),
      }),
    ),
    answers: z.array(
      z.object({
        questionIndex,
        score: z
          .number()
          .int()
          .min(0)
          .max(100)
          .describe('0-100 against its own question, on the scale given'),
        feedback: text("Strengths and gaps of this answer, in a recruiter's words"),
      }),
    ),
    concerns: z
      .array(
        z.object({
          questionIndex,
          kind: z.enum(['misconduct', 'instruction_to_scorer', 'other_language', 'unreadable_transcript']),
          quote: z
            .string()
            .nullable()
            .describe('The sentence in question, copied verbatim; null for the whole answer'),
        }),
      )
      .describe('Answers a person must listen to before the interview is judged; empty when none'),
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    summary: text('A short overall summary of the candidate against the criteria'),
    feedback: text('Constructive feedback on the interview as a whole'),
    legacyScoresOutOf10: z.object({
      communicationSkills: z.number().min(0).max(10),
      problemSolving: z.number().min(0).max(10),
      motivation: z.number().min(0).max(10),
    }),
  });
}

/** The model's answer once it has passed the schema. */
export type ModelEvaluation = z.output<ReturnType<typeof evaluationSchemaFor>>;

/**
 * What is wrong with a schema-valid answer given the input: unknown, repeated or missing
 * criteria, question indexes that do not exist, sub-criteria of another criterion. Empty when
 * the answer is usable. (Whether quotes occur in the transcripts is the pipeline's evidence rule.)
 */
export function problemsWith(answer: ModelEvaluation, input: EvaluationInput): string[] {
  const problems: string[] = [];
  const answerScores = answer.answers;
  const indexes = existingQuestionIndexes(input);
  const seen = new Set<PillarId>();
  for (const assessment of answer.criteria) {
    const criterion = input.job.criteria.find((c) => c.id === assessment.criterionId);
    if (!criterion) problems.push(`criterion ${assessment.criterionId} is not enabled for this job`);
    if (seen.has(assessment.criterionId))
      problems.push(`criterion ${assessment.criterionId} is assessed twice`);
    seen.add(assessment.criterionId);
    const cited = [...assessment.evidence, ...assessment.relatedQuestions].map((e) => e.questionIndex);
    for (const index of cited.filter((i) => !indexes.has(i))) {
      problems.push(`criterion ${assessment.criterionId} cites question ${index}, which does not exist`);
    }
    for (const sub of assessment.subcriteriaAssessed) {
      if (criterion && subcriterionIdOf(criterion, sub) === undefined)
        problems.push(`"${sub}" is not a sub-criterion of ${assessment.criterionId}`);
    }
  }
  const assessable = input.answers.filter((a) => a.transcript !== null && a.transcript.trim() !== '');
  for (const answer of assessable) {
    const scored = scoresOf(answer.questionIndex);
    if (scored !== 1) problems.push(`answer ${answer.questionIndex} is scored ${scored} times`);
  }
  function scoresOf(index: number): number {
    return (answerScores ?? []).filter((a) => a.questionIndex === index).length;
  }
  for (const concern of answer.concerns) {
    if (!indexes.has(concern.questionIndex))
      problems.push(`a concern cites question ${concern.questionIndex}, which does not exist`);
  }
  for (const criterion of input.job.criteria.filter((c) => !seen.has(c.id))) {
    problems.push(`criterion ${criterion.id} is missing`);
  }
  return problems;
}

/** The question indexes of the interview (asked questions and answered ones). */
export function existingQuestionIndexes(input: EvaluationInput): Set<number> {
  return new Set([...input.job.questions.map((q) => q.index), ...input.answers.map((a) => a.questionIndex)]);
}

/** The id of the sub-criterion named by `idOrLabel` (models sometimes answer with the label). */
export function subcriterionIdOf(
  criterion: EvaluationInput['job']['criteria'][number],
  idOrLabel: string,
): string | undefined {
  const wanted = idOrLabel.trim().toLowerCase();
  return criterion.subcriteria.find((s) => s.id.toLowerCase() === wanted || s.label.toLowerCase() === wanted)
    ?.id;
}
