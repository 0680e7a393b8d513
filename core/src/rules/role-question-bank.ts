import type { PillarId } from '../domain/criteria.js';
import { EDUCATION, HEALTHCARE } from './role-questions/care.js';
import { CUSTOMER_SERVICE, SALES } from './role-questions/customer-facing.js';
import { TRANSPORT, WAREHOUSE } from './role-questions/logistics.js';
import { ADMINISTRATION, FINANCE } from './role-questions/office.js';
import { HOSPITALITY, RETAIL } from './role-questions/retail-hospitality.js';
import type { GuidedQuestion, RoleProfile } from './role-questions/role-profile.js';
import { SECURITY } from './role-questions/security.js';
import { SUPERVISION_QUESTIONS } from './role-questions/supervision.js';
import { MAINTENANCE, SOFTWARE } from './role-questions/technical.js';

export type { GuidedQuestion, RoleProfile } from './role-questions/role-profile.js';
export { SUPERVISION_QUESTIONS } from './role-questions/supervision.js';

/**
 * The job families the offline suggester knows, each with role-specific questions (every one with
 * a scoring guide) and suggested weights. On equal evidence the earlier profile wins.
 */
export const ROLE_PROFILES: readonly RoleProfile[] = [
  WAREHOUSE,
  TRANSPORT,
  CUSTOMER_SERVICE,
  SALES,
  RETAIL,
  HOSPITALITY,
  SOFTWARE,
  MAINTENANCE,
  FINANCE,
  ADMINISTRATION,
  HEALTHCARE,
  EDUCATION,
  SECURITY,
];

/** Every guided question of the role bank (profiles and supervision), with its pillar. */
export function roleBankQuestions(): { pillarId: PillarId; question: GuidedQuestion }[] {
  const sources = [...ROLE_PROFILES.map((p) => p.questions), SUPERVISION_QUESTIONS];
  return sources.flatMap((byPillar) =>
    Object.entries(byPillar).flatMap(([pillarId, questions]) =>
      (questions ?? []).map((question) => ({ pillarId: pillarId as PillarId, question })),
    ),
  );
}

let guides: Map<string, string> | null = null;

/** The scoring guide of a role-bank question, by its exact text; undefined for any other text. */
export function roleQuestionGuide(text: string): string | undefined {
  guides ??= new Map(roleBankQuestions().map(({ question }) => [question.text, question.guide]));
  return guides.get(text);
}
