import type { CriteriaConfig, PillarId } from '../domain/criteria.js';
import { buildCriteriaConfig, DEFAULT_WEIGHTS, TOTAL_WEIGHT, WEIGHT_STEP } from './criteria.js';
import { isSupervisoryTitle, matchRoleProfile, type JobWords } from './role-match.js';
import { roleFamilyFor, ROLE_WEIGHTS, type RoleFamily } from './role-suggestions.js';

type Weights = Readonly<Partial<Record<PillarId, number>>>;

/** The share leadership takes in a field's weights when the job runs a team. */
export const SUPERVISION_LEADERSHIP_WEIGHT = 25;

/** Where suggested weights came from, for HR to read beside them. */
export interface JobCriteriaSuggestion {
  config: CriteriaConfig;
  /** A spec role family ('sales'…), a role profile id ('warehouse'…) or 'default'. */
  basis: string;
  supervisory: boolean;
}

const FIELD_FAMILIES: readonly RoleFamily[] = ['engineering', 'sales', 'customer_support'];

/**
 * A field's weights with leadership added for a job that runs a team: the field's weights scaled
 * to make room for SUPERVISION_LEADERSHIP_WEIGHT, in steps of 5, still totalling 100 (the
 * rounding remainder goes to the field's heaviest pillar).
 */
export function withLeadership(weights: Weights): Partial<Record<PillarId, number>> {
  if ((weights.leadership ?? 0) >= SUPERVISION_LEADERSHIP_WEIGHT) return { ...weights };
  const room = TOTAL_WEIGHT - SUPERVISION_LEADERSHIP_WEIGHT;
  const others = Object.entries(weights).filter(([id]) => id !== 'leadership') as [PillarId, number][];
  const scaled = others.map(([id, w]): [PillarId, number] => [
    id,
    Math.max(WEIGHT_STEP, Math.round((w * room) / TOTAL_WEIGHT / WEIGHT_STEP) * WEIGHT_STEP),
  ]);
  const heaviest = [...scaled].sort((a, b) => b[1] - a[1])[0]!;
  heaviest[1] += room - scaled.reduce((sum, [, w]) => sum + w, 0);
  return { ...Object.fromEntries(scaled), leadership: SUPERVISION_LEADERSHIP_WEIGHT };
}

/**
 * Criteria for a job without a language model, from its own words. The spec's role keywords in
 * the title decide first for engineers, sales and customer support; otherwise a role profile
 * matched on the title, skills and description; otherwise the title's manager or lead family,
 * then the description's family, then the defaults. A job running a team (supervisor, manager,
 * lead…) in a field gets that field's weights with leadership added.
 */
export function suggestCriteriaForJob(job: JobWords): JobCriteriaSuggestion {
  const supervisory = isSupervisoryTitle(job.title);
  const titleFamily = roleFamilyFor(job.title);
  const profile = matchRoleProfile(job);
  const field = (weights: Weights, basis: string): JobCriteriaSuggestion => ({
    config: buildCriteriaConfig(supervisory ? withLeadership(weights) : weights),
    basis,
    supervisory,
  });
  if (FIELD_FAMILIES.includes(titleFamily)) return field(ROLE_WEIGHTS[titleFamily], titleFamily);
  if (profile) return field(profile.weights, profile.id);
  const family = titleFamily !== 'default' ? titleFamily : roleFamilyFor(job.title, job.description);
  if (FIELD_FAMILIES.includes(family)) return field(ROLE_WEIGHTS[family], family);
  // manager, lead (leadership already leads) or default: the weights as the spec gives them.
  const weights = family === 'default' ? DEFAULT_WEIGHTS : ROLE_WEIGHTS[family];
  return { config: buildCriteriaConfig(weights), basis: family, supervisory };
}
