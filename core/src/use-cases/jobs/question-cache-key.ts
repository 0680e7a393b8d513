import type { CriteriaConfig } from '../../domain/criteria.js';
import type { Digest } from '../../ports/digest.js';

/** What a question suggestion depends on; equal inputs share one cache entry. */
export interface QuestionSuggestionInputs {
  title: string;
  description: string;
  criteria: Pick<CriteriaConfig, 'pillars'>;
  /** Normalised and sorted, so their order and case do not matter. */
  skills?: readonly string[];
  count: number;
  /** Who writes the questions ('bank' or the model's name): switching generator must not serve the other's cache. */
  generator: string;
}

/** Lower case, trimmed, inner whitespace collapsed: edits that change nothing for a reader share a key. */
function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The normalised inputs as canonical JSON: texts normalised, only enabled pillars with their
 * weights, sorted by id (labels, descriptions and sub-criteria do not change the questions).
 */
export function normalisedSuggestionInputs(inputs: QuestionSuggestionInputs): string {
  const pillars = inputs.criteria.pillars
    .filter((p) => p.enabled)
    .map((p) => [p.id, p.weight] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({
    title: normaliseText(inputs.title),
    description: normaliseText(inputs.description),
    // Absent for no skills, so keys made before skills counted still match.
    ...(inputs.skills?.length ? { skills: inputs.skills.map(normaliseText).sort() } : {}),
    pillars,
    count: inputs.count,
    generator: inputs.generator,
  });
}

/** The cache key of question_suggestions_cache: SHA-256 of the normalised inputs, 64 hex characters. */
export function questionSuggestionHash(digest: Digest, inputs: QuestionSuggestionInputs): string {
  return digest.sha256Hex(normalisedSuggestionInputs(inputs));
}
