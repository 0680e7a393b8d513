import { z } from 'zod';
import { criteriaConfigShapeSchema } from '@sauti/core/contract/criteria';
import { JOB_MESSAGES } from '@sauti/core/contract/jobs';
import { requiredText, TEXT_LIMITS } from '@sauti/core/contract/limits';
import { CRITERIA_MESSAGES } from '@sauti/core/rules/criteria';
import { DEFAULT_SUGGESTED_QUESTIONS, MAX_SUGGESTED_QUESTIONS } from '@sauti/core/rules/question-bank';

/** A job id from the path: bounded text (ids are opaque); anything else reads as an unknown job. */
export const jobIdParam = z.string().min(1).max(TEXT_LIMITS.id);

/** Generation works from the editor's title and description; both are needed (docs/behaviour/interview.md §5.1). */
const jobTitle = requiredText(JOB_MESSAGES.titleAndDescriptionFirst, 'Job title', TEXT_LIMITS.title);
const jobDescription = requiredText(
  JOB_MESSAGES.titleAndDescriptionFirst,
  'Job description',
  TEXT_LIMITS.description,
);

/**
 * The criteria questions are drawn from. A config mid-edit is accepted (weights need not total
 * 100 yet; shares are proportional), but at least one pillar must be enabled.
 */
const criteriaForQuestions = criteriaConfigShapeSchema.refine((c) => c.pillars.some((p) => p.enabled), {
  error: CRITERIA_MESSAGES.noPillarEnabled,
  path: ['pillars'],
});

/** The job's skills, optional: the offline suggester reads them with the title and description. */
const jobSkills = z
  .array(z.string().trim().max(TEXT_LIMITS.skill), { error: 'skills must be a list of texts' })
  .max(TEXT_LIMITS.skills, { error: `At most ${TEXT_LIMITS.skills} skills are allowed` })
  .optional();

/** POST /api/jobs/{id}/generate-criteria. */
export const generateCriteriaSchema = z.object({ jobTitle, jobDescription, skills: jobSkills });

/** POST /api/jobs/{id}/generate-questions. */
export const generateQuestionsSchema = z.object({
  jobTitle,
  jobDescription,
  skills: jobSkills,
  criteriaConfig: criteriaForQuestions,
});

/** POST /api/questions/preview: as generate-questions, plus how many (default 7, 1-15). */
export const previewQuestionsSchema = generateQuestionsSchema.extend({
  count: z
    .number({ error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}` })
    .int({ error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}` })
    .min(1, { error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}` })
    .max(MAX_SUGGESTED_QUESTIONS, {
      error: `count must be a whole number from 1 to ${MAX_SUGGESTED_QUESTIONS}`,
    })
    .default(DEFAULT_SUGGESTED_QUESTIONS),
});
