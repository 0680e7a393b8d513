import type { CriteriaConfig, PillarId } from '../domain/criteria.js';
import { buildCriteriaConfig, DEFAULT_WEIGHTS } from './criteria.js';

/** The role families the local suggestion recognises (docs/behaviour/interview.md §7, generate-criteria). */
export type RoleFamily = 'engineering' | 'sales' | 'customer_support' | 'manager' | 'lead' | 'default';

/**
 * Keywords per role family, checked in this order, so 'Sales Manager' is sales and 'Support
 * Engineer' is engineering. A keyword matches at the start of a word ('engineering' matches
 * 'engineer', 'headcount' does not match 'head' because it is not followed by a word break).
 */
const ROLE_KEYWORDS: readonly (readonly [Exclude<RoleFamily, 'default'>, RegExp])[] = [
  ['engineering', /\b(engineer|developer)/],
  ['sales', /\bsales?\b/],
  ['customer_support', /\b(support|service)/],
  ['manager', /\bmanag(er|ement)\b/],
  ['lead', /\b(lead|head)\b/],
];

/**
 * Enabled pillars and weights per role family (each totals 100 in steps of 5):
 * - engineering: technical 35, problem solving 30, communication 15, collaboration 10, adaptability 10
 * - sales: communication 30, motivation 25, professionalism 20, adaptability 15, problem solving 10
 * - customer support: communication 30, professionalism 25, problem solving 20, adaptability 15,
 *   collaboration 10
 * - manager: leadership 30, communication 20, problem solving 20, collaboration 15, professionalism 15
 * - lead / head: leadership 35, communication 20, problem solving 15, collaboration 15, motivation 15
 * - default: DEFAULT_WEIGHTS
 */
export const ROLE_WEIGHTS: Readonly<Record<RoleFamily, Readonly<Partial<Record<PillarId, number>>>>> = {
  engineering: {
    technical_domain: 35,
    problem_solving: 30,
    communication: 15,
    collaboration: 10,
    adaptability: 10,
  },
  sales: {
    communication: 30,
    motivation: 25,
    professionalism: 20,
    adaptability: 15,
    problem_solving: 10,
  },
  customer_support: {
    communication: 30,
    professionalism: 25,
    problem_solving: 20,
    adaptability: 15,
    collaboration: 10,
  },
  manager: {
    leadership: 30,
    communication: 20,
    problem_solving: 20,
    collaboration: 15,
    professionalism: 15,
  },
  lead: {
    leadership: 35,
    communication: 20,
    problem_solving: 15,
    collaboration: 15,
    motivation: 15,
  },
  default: DEFAULT_WEIGHTS,
};

/**
 * The role family of a job: the title decides; the description is consulted only when the
 * title matches no keyword. Matching ignores case.
 */
export function roleFamilyFor(title: string, description?: string): RoleFamily {
  for (const text of [title, description ?? '']) {
    const lower = text.toLowerCase();
    const match = ROLE_KEYWORDS.find(([, pattern]) => pattern.test(lower));
    if (match) return match[0];
  }
  return 'default';
}

/** The locally suggested criteria for a job without an id (no server round trip). */
export function suggestCriteriaForRole(title: string, description?: string): CriteriaConfig {
  return buildCriteriaConfig(ROLE_WEIGHTS[roleFamilyFor(title, description)]);
}
