import { PILLAR_IDS } from '../domain/criteria.js';
import type { CriteriaConfig, Pillar, PillarId, Subcriterion } from '../domain/criteria.js';
import { pillarDefinition } from './pillars.js';

/** Enabled weights must add up to this (docs/behaviour/interview.md §5.2). */
export const TOTAL_WEIGHT = 100;
/** How far the enabled total may stray from 100 and still be valid. */
export const WEIGHT_TOLERANCE = 0.01;
/** Lowest and highest weight of one pillar. */
export const MIN_WEIGHT = 0;
export const MAX_WEIGHT = 100;
/** The weight slider moves in steps of 5. */
export const WEIGHT_STEP = 5;

/** The messages of the criteria editor, word for word from docs/behaviour/interview.md §5.2. */
export const CRITERIA_MESSAGES = {
  noPillarEnabled: 'At least one assessment pillar must be enabled',
  totalWeight: (total: number) => `Total weight must equal 100% (currently ${formatWeightTotal(total)}%)`,
  noSubcriterion: (pillarLabel: string) => `${pillarLabel} must have at least one sub-criterion enabled`,
} as const;

/** Default weights: the five general pillars on, leadership and technical off. */
export const DEFAULT_WEIGHTS: Readonly<Partial<Record<PillarId, number>>> = {
  communication: 30,
  problem_solving: 25,
  motivation: 15,
  adaptability: 15,
  collaboration: 15,
};

/** A sub-criterion id is its label in lower case with each non-alphanumeric character turned to '_'. */
export function subcriterionId(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]/g, '_');
}

/**
 * A full config with all eight pillars: those named in `weights` enabled with that weight, the
 * rest disabled at weight 0. Every sub-criterion starts enabled.
 */
export function buildCriteriaConfig(weights: Partial<Record<PillarId, number>>): CriteriaConfig {
  const pillars = PILLAR_IDS.map((id): Pillar => {
    const definition = pillarDefinition(id);
    const weight = weights[id];
    return {
      id,
      label: definition.label,
      description: definition.description,
      enabled: weight !== undefined,
      weight: weight ?? 0,
      subcriteria: definition.subcriteria.map((label): Subcriterion => ({
        id: subcriterionId(label),
        label,
        enabled: true,
      })),
    };
  });
  return { version: 'v1', pillars, totalWeight: sumEnabledWeights(pillars) };
}

/** The config a new job starts with (see DEFAULT_WEIGHTS); it always validates. */
export function defaultCriteriaConfig(): CriteriaConfig {
  return buildCriteriaConfig(DEFAULT_WEIGHTS);
}

/** The sum of the weights of the enabled pillars. */
export function totalEnabledWeight(config: Pick<CriteriaConfig, 'pillars'>): number {
  return sumEnabledWeights(config.pillars);
}

function sumEnabledWeights(pillars: readonly Pillar[]): number {
  return pillars.reduce((sum, pillar) => (pillar.enabled ? sum + pillar.weight : sum), 0);
}

/**
 * The X of 'currently X%': the total rounded to at most two decimals, without trailing zeros
 * (95 → '95', 99.5 → '99.5', 33.333… → '33.33'). Any total outside the tolerance therefore never
 * reads as '100'.
 */
export function formatWeightTotal(total: number): string {
  return String(Math.round(total * 100) / 100);
}

/**
 * The editor's errors, in this order: no pillar enabled; enabled total not 100 (±0.01); then one
 * line per enabled pillar without an enabled sub-criterion. Empty means the config may be saved.
 */
export function validateCriteria(config: Pick<CriteriaConfig, 'pillars'>): string[] {
  const errors: string[] = [];
  const enabled = config.pillars.filter((pillar) => pillar.enabled);
  if (enabled.length === 0) errors.push(CRITERIA_MESSAGES.noPillarEnabled);
  const total = sumEnabledWeights(config.pillars);
  if (Math.abs(total - TOTAL_WEIGHT) > WEIGHT_TOLERANCE) {
    errors.push(CRITERIA_MESSAGES.totalWeight(total));
  }
  for (const pillar of enabled) {
    if (!pillar.subcriteria.some((sub) => sub.enabled)) {
      errors.push(CRITERIA_MESSAGES.noSubcriterion(pillar.label));
    }
  }
  return errors;
}

/**
 * Scales the enabled weights to whole numbers totalling exactly 100. Each scaled weight is rounded
 * down and the remainder goes to the first enabled pillar, so no weight turns negative. When every
 * enabled weight is 0 they are shared equally. Disabled pillars keep their weight; a config with
 * no enabled pillar is returned unchanged.
 */
export function normalizeWeights(config: CriteriaConfig): CriteriaConfig {
  const enabled = config.pillars.filter((pillar) => pillar.enabled);
  if (enabled.length === 0) return config;
  // Negative weights are invalid input; they count as 0 so the result stays within 0-100.
  const total = enabled.reduce((sum, pillar) => sum + Math.max(0, pillar.weight), 0);
  const share = (pillar: Pillar) =>
    total > 0
      ? Math.floor((Math.max(0, pillar.weight) * TOTAL_WEIGHT) / total)
      : Math.floor(TOTAL_WEIGHT / enabled.length);
  const scaled = new Map(enabled.map((pillar) => [pillar.id, share(pillar)]));
  const remainder = TOTAL_WEIGHT - [...scaled.values()].reduce((sum, w) => sum + w, 0);
  const first = enabled[0]!.id;
  scaled.set(first, scaled.get(first)! + remainder);
  const pillars = config.pillars.map((pillar) =>
    pillar.enabled ? { ...pillar, weight: scaled.get(pillar.id)! } : pillar,
  );
  return { ...config, pillars, totalWeight: TOTAL_WEIGHT };
}

/** A slider value: snapped to the nearest multiple of 5 within 0-100 (NaN reads as 0). */
export function clampWeight(weight: number): number {
  if (Number.isNaN(weight)) return MIN_WEIGHT;
  const bounded = Math.min(MAX_WEIGHT, Math.max(MIN_WEIGHT, weight));
  return Math.round(bounded / WEIGHT_STEP) * WEIGHT_STEP;
}
