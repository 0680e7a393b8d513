/**
 * GET /api/v1/bias-audit (docs/behaviour/review.md §13, docs/behaviour/platform.md §15): the
 * audit's query and answer in the API's own names, as zod schemas with ids and examples for the
 * OpenAPI document.
 */
import { z } from 'zod';
import { checkPeriod, dayField } from './day-range.js';
import { TEXT_LIMITS } from './limits.js';

/** ?job_id=&from=&to=: one job or every job, interviews completed in the days given (UTC). */
export const v1BiasAuditQuerySchema = z
  .object({
    job_id: z
      .string()
      .min(1)
      .max(TEXT_LIMITS.id)
      .optional()
      .meta({ description: 'One job; every job of the organisation when absent.' }),
    from: dayField('from').meta({
      description: 'First day (UTC), YYYY-MM-DD; 364 days before `to` when absent.',
    }),
    to: dayField('to').meta({ description: 'Last day (UTC), YYYY-MM-DD, included; today when absent.' }),
  })
  .superRefine(checkPeriod);
export type V1BiasAuditQuery = z.output<typeof v1BiasAuditQuerySchema>;

const rateExample = {
  count: 6,
  of: 10,
  rate: '60.0%',
  rate_exact: '3/5',
  impact_ratio: '1.00',
  impact_ratio_exact: '1/1',
  flagged: false,
};
export const v1AuditRateSchema = z
  .object({
    count: z.number().int().meta({ description: 'Above the median (scoring) or hired (selection).' }),
    of: z.number().int().meta({ description: 'Scored candidates (scoring) or candidates (selection).' }),
    rate: z.string().meta({ description: 'Percent with one decimal.' }),
    rate_exact: z.string().meta({ description: 'The exact fraction in lowest terms.' }),
    impact_ratio: z.string().nullable().meta({
      description: 'Rate / highest rate shown, two decimals, truncated; null when every rate is 0.',
    }),
    impact_ratio_exact: z.string().nullable(),
    flagged: z.boolean().meta({ description: 'Impact ratio below 0.80.' }),
  })
  .meta({ id: 'AuditRate', example: rateExample });

const rowExample = {
  key: 'female',
  label: 'Female',
  candidates: 10,
  too_small: false,
  scoring: rateExample,
  bands: { of: 10, shares: [{ band: 'Strong Hire', count: 6, rate: '60.0%' }] },
  selection: {
    ...rateExample,
    count: 2,
    rate: '20.0%',
    rate_exact: '1/5',
    impact_ratio: '0.50',
    flagged: true,
  },
};
export const v1AuditRowSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    candidates: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Null for fewer than 5: too few to count out loud.' }),
    too_small: z.boolean().meta({ description: 'Fewer than 5 candidates: no figure is given.' }),
    scoring: v1AuditRateSchema.nullable(),
    bands: z
      .object({
        of: z.number().int(),
        shares: z.array(z.object({ band: z.string(), count: z.number().int(), rate: z.string() })),
      })
      .nullable(),
    selection: v1AuditRateSchema.nullable(),
  })
  .meta({ id: 'AuditGroup', description: 'One group (or intersection of groups).', example: rowExample });

const tableExample = { id: 'sex', label: 'Sex', kind: 'dimension' as const, rows: [rowExample], unknown: 7 };
export const v1AuditTableSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    kind: z.enum(['dimension', 'intersection']),
    rows: z.array(v1AuditRowSchema),
    unknown: z.number().int().nullable().meta({
      description: 'Not answered or "Prefer not to say": left out of the rates; null for fewer than 5.',
    }),
  })
  .meta({ id: 'AuditTable', example: tableExample });

export const v1BiasAuditSchema = z
  .object({
    organisation: z.object({ name: z.string(), domain: z.string() }),
    job: z.object({ id: z.string(), title: z.string() }).nullable(),
    from: z.string(),
    to: z.string(),
    generated_at: z.iso.datetime(),
    candidates: z.number().int(),
    scored: z.number().int(),
    hired: z.number().int(),
    median_score: z.string().nullable(),
    tables: z.array(v1AuditTableSchema),
    method: z.object({ min_group_size: z.number().int(), flag_below: z.string(), definitions: z.string() }),
  })
  .meta({
    id: 'BiasAudit',
    description: 'Scoring and selection rates with impact ratios per group, after NYC Local Law 144.',
    example: {
      organisation: { name: 'Acme', domain: 'acme.co.za' },
      job: null,
      from: '2026-01-01',
      to: '2026-12-31',
      generated_at: '2027-01-02T08:00:00.000Z',
      candidates: 24,
      scored: 23,
      hired: 7,
      median_score: '30',
      tables: [tableExample],
      method: { min_group_size: 5, flag_below: '0.80', definitions: 'Scoring rate: …' },
    },
  });
export type V1BiasAudit = z.output<typeof v1BiasAuditSchema>;
