import type { CriteriaConfig } from '../../domain/criteria.js';
import { defaultCriteriaConfig } from '../criteria.js';

/**
 * Test support (no test framework here, so core's import rule holds): builds a criteria config
 * from generated per-pillar settings, in PILLAR_IDS order. Missing entries keep the default.
 */
export interface PillarSetting {
  enabled: boolean;
  weight: number;
  /** Enabled flags of the three sub-criteria. */
  subs: readonly boolean[];
}

export function configFromSettings(settings: readonly PillarSetting[]): CriteriaConfig {
  const base = defaultCriteriaConfig();
  const pillars = base.pillars.map((pillar, index) => {
    const setting = settings[index];
    if (!setting) return pillar;
    return {
      ...pillar,
      enabled: setting.enabled,
      weight: setting.weight,
      subcriteria: pillar.subcriteria.map((sub, i) => ({ ...sub, enabled: setting.subs[i] ?? true })),
    };
  });
  return { ...base, pillars };
}
