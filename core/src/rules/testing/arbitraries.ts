import fc from 'fast-check';
import type { PillarId } from '../../domain/criteria.js';
import { PILLAR_IDS } from '../../domain/criteria.js';
import { configFromSettings } from './fixtures.js';

/** Any criteria config of the eight pillars: random enabling, weights (integers or fractions), sub-criteria. */
export const criteriaConfigArb = fc
  .array(
    fc.record({
      enabled: fc.boolean(),
      weight: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
      subs: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    }),
    { minLength: 8, maxLength: 8 },
  )
  .map(configFromSettings);

/** Scores 0-100 for a non-empty subset of the pillars. */
export const pillarScoresArb = fc
  .dictionary(fc.constantFrom(...PILLAR_IDS), fc.integer({ min: 0, max: 100 }), { minKeys: 1 })
  .map((scores) => scores as Partial<Record<PillarId, number>>);
