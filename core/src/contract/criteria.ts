import { z } from 'zod';
import { PILLAR_IDS } from '../domain/criteria.js';
import type { CriteriaConfig } from '../domain/criteria.js';
import { MAX_WEIGHT, MIN_WEIGHT, validateCriteria } from '../rules/criteria.js';
import { TEXT_LIMITS, tooLongMessage } from './limits.js';

/** One sub-criterion of a pillar. */
export const subcriterionSchema = z.object({
  id: z.string().min(1).max(TEXT_LIMITS.pillarLabel),
  label: z.string().trim().min(1).max(TEXT_LIMITS.pillarLabel),
  enabled: z.boolean(),
});

/** One pillar: a known id, a weight 0-100 and at most 10 sub-criteria. */
export const pillarSchema = z.object({
  id: z.enum(PILLAR_IDS),
  label: z.string().trim().min(1).max(TEXT_LIMITS.pillarLabel),
  enabled: z.boolean(),
  weight: z.number().finite().min(MIN_WEIGHT).max(MAX_WEIGHT),
  description: z
    .string()
    .max(TEXT_LIMITS.pillarDescription, {
      error: tooLongMessage('Description', TEXT_LIMITS.pillarDescription),
    })
    .default(''),
  subcriteria: z.array(subcriterionSchema).max(TEXT_LIMITS.subcriteria),
});

/**
 * The structure of a criteria config only (a draft may be mid-edit): version 'v1', at most one
 * entry per pillar id.
 */
export const criteriaConfigShapeSchema = z.object({
  version: z.literal('v1'),
  pillars: z
    .array(pillarSchema)
    .max(PILLAR_IDS.length)
    .refine((pillars) => new Set(pillars.map((p) => p.id)).size === pillars.length, {
      error: 'Each assessment pillar may appear only once',
    }),
  totalWeight: z.number().finite(),
}) satisfies z.ZodType<CriteriaConfig>;

/**
 * A savable criteria config: the structure, then the editor's rules (validateCriteria), each
 * message reported as its own issue on `pillars`.
 */
export const criteriaConfigSchema = criteriaConfigShapeSchema.superRefine((config, ctx) => {
  for (const message of validateCriteria(config)) {
    ctx.addIssue({ code: 'custom', message, path: ['pillars'] });
  }
});

export type CriteriaConfigInput = z.input<typeof criteriaConfigSchema>;
