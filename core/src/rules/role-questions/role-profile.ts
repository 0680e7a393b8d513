import type { PillarId } from '../../domain/criteria.js';

/**
 * A bank question with its scoring guide: what a strong spoken answer covers, in a recruiter's
 * words. Evaluators may read the guide; HR sees it beside the question.
 */
export interface GuidedQuestion {
  text: string;
  /** "A strong answer covers …": one or two sentences. */
  guide: string;
}

/**
 * A family of jobs the offline suggester recognises from a job's own words: the words that
 * identify it, the criteria weights it suggests, and its questions by pillar.
 */
export interface RoleProfile {
  id: string;
  /** How HR sees it named: 'Warehouse and stores'. */
  label: string;
  /**
   * Lower-case words or phrases matched as whole words, plural included ('forklift' matches
   * 'forklifts', not 'forklifting'); a trailing '*' matches any ending ('warehous*' matches
   * 'warehouse' and 'warehousing'). Specific enough not to fire on unrelated descriptions.
   */
  keywords: readonly string[];
  /** Enabled pillars and weights, in steps of 5 totalling 100. */
  weights: Readonly<Partial<Record<PillarId, number>>>;
  /** Role-specific questions, asked before the general bank's on the same pillar. */
  questions: Readonly<Partial<Record<PillarId, readonly GuidedQuestion[]>>>;
}
