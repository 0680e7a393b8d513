import { z } from 'zod';
import { PILLAR_IDS } from '../domain/criteria.js';
import { TOTAL_WEIGHT, WEIGHT_TOLERANCE } from '../rules/criteria.js';

/** At most this many rated answers per question in `sauti score`'s input. */
export const MAX_ANCHORS = 50;

/**
 * A criterion's own words when the job changed them; absent, the pillar's defaults are used. An
 * evaluation's stored input (docs/behaviour/review.md §14) always carries them, so a re-run reads
 * exactly what the evaluator read.
 */
const criterionWords = {
  label: z.string().min(1).max(200).optional(),
  description: z.string().max(2_000).optional(),
  subcriteria: z
    .array(z.object({ id: z.string().min(1).max(200), label: z.string().min(1).max(200) }))
    .max(20)
    .optional(),
};

/**
 * The interview `sauti score FILE --json` takes (docs/scoring-rubric.md): the job with its enabled
 * criteria in order (weights totalling 100; label, description and sub-criteria default to the
 * pillar's) and questions, and the answers (with the question as the candidate heard it, when it
 * differs from the job's).
 */
export const scoreInputSchema = z
  .object({
    job: z.object({
      title: z.string().min(1).max(200),
      description: z.string().max(20_000),
      skills: z.array(z.string().max(200)).max(100),
      criteria: z
        .array(
          z.object({
            id: z.enum(PILLAR_IDS),
            weight: z.number().finite().min(0).max(100),
            ...criterionWords,
          }),
        )
        .min(1),
      questions: z
        .array(
          z.object({
            text: z.string().min(1).max(2_000),
            pillarId: z.enum(PILLAR_IDS).nullable(),
            scoringGuide: z.string().max(2_000).nullable().optional(),
            /**
             * Answers the hiring team rated 1-5 for this question: with five or more the built-in
             * scorer scores against them, a language model sees them as examples.
             */
            anchors: z
              .array(
                z.object({
                  transcript: z.string().min(1).max(50_000),
                  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
                }),
              )
              .max(MAX_ANCHORS)
              .optional(),
          }),
        )
        .min(1)
        .max(50),
    }),
    answers: z
      .array(
        z.object({
          questionIndex: z.number().int().min(0),
          questionText: z.string().max(2_000).optional(),
          transcript: z.string().max(50_000).nullable(),
          durationSeconds: z.number().finite().min(0).nullable().optional(),
          confidence: z.number().min(0).max(1).nullable().optional(),
        }),
      )
      .max(50),
  })
  .superRefine((input, ctx) => {
    const total = input.job.criteria.reduce((sum, c) => sum + c.weight, 0);
    if (Math.abs(total - TOTAL_WEIGHT) > WEIGHT_TOLERANCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['job', 'criteria'],
        message: `weights must total 100 (got ${total})`,
      });
    }
    const ids = input.job.criteria.map((c) => c.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['job', 'criteria'], message: 'each criterion may appear once' });
    }
    input.answers.forEach((a, i) => {
      if (a.questionIndex >= input.job.questions.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['answers', i, 'questionIndex'],
          message: `there is no question ${a.questionIndex} (the job has ${input.job.questions.length})`,
        });
      }
    });
  });

export type ScoreInput = z.infer<typeof scoreInputSchema>;

/** The first problem of an invalid input, naming the field: 'job.criteria.0.weight: …'. */
export function describeScoreInputError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const path = issue.path.map(String).join('.');
  return `${path || '(the file)'}: ${issue.message}`;
}
