import { useState } from 'react';
import type { CriteriaConfig, Pillar } from '@sauti/core/domain/criteria';
import {
  MAX_WEIGHT,
  MIN_WEIGHT,
  WEIGHT_STEP,
  clampWeight,
  formatWeightTotal,
  normalizeWeights,
  totalEnabledWeight,
  validateCriteria,
} from '@sauti/core/rules/criteria';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';

function withPillar(config: CriteriaConfig, id: Pillar['id'], change: (p: Pillar) => Pillar): CriteriaConfig {
  const pillars = config.pillars.map((pillar) => (pillar.id === id ? change(pillar) : pillar));
  return { ...config, pillars, totalWeight: totalEnabledWeight({ pillars }) };
}

function PillarEditor({
  pillar,
  onChange,
}: {
  pillar: Pillar;
  onChange: (change: (p: Pillar) => Pillar) => void;
}) {
  const switchId = `pillar-${pillar.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={pillar.enabled}
          onCheckedChange={(enabled) => onChange((p) => ({ ...p, enabled }))}
        />
        <div className="flex-1">
          <label htmlFor={switchId} className="font-medium">
            {pillar.label}
          </label>
          <p className="text-sm text-muted-foreground">{pillar.description}</p>
        </div>
        <span className="text-sm font-semibold tabular-nums">{pillar.weight}%</span>
      </div>
      <Slider
        aria-label={`${pillar.label} weight`}
        min={MIN_WEIGHT}
        max={MAX_WEIGHT}
        step={WEIGHT_STEP}
        value={pillar.weight}
        // Normalized weights need not be multiples of 5, which the range input would round.
        aria-valuetext={`${pillar.weight}%`}
        disabled={!pillar.enabled}
        onValueChange={(weight) => onChange((p) => ({ ...p, weight: clampWeight(weight) }))}
      />
      <div className="flex flex-wrap gap-x-4">
        {pillar.subcriteria.map((sub) => (
          <Checkbox
            key={sub.id}
            label={sub.label}
            checked={sub.enabled}
            disabled={!pillar.enabled}
            onCheckedChange={(enabled) =>
              onChange((p) => ({
                ...p,
                subcriteria: p.subcriteria.map((s) => (s.id === sub.id ? { ...s, enabled } : s)),
              }))
            }
          />
        ))}
      </div>
    </li>
  );
}

/**
 * Edits a copy of the criteria (docs/behaviour/interview.md §5.2): per pillar an enable switch, a weight slider (0-100,
 * step 5) and sub-criteria checkboxes; Normalize; the validation messages live; Save disabled
 * while any message stands.
 */
export function CriteriaEditor({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: CriteriaConfig;
  saving: boolean;
  onSave: (config: CriteriaConfig) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const errors = validateCriteria(draft);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {draft.pillars.map((pillar) => (
          <PillarEditor
            key={pillar.id}
            pillar={pillar}
            onChange={(change) => setDraft((d) => withPillar(d, pillar.id, change))}
          />
        ))}
      </ul>
      <p className="font-medium">Total weight: {formatWeightTotal(totalEnabledWeight(draft))}%</p>
      <ul aria-live="polite" className="flex flex-col gap-1 text-sm text-destructive">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setDraft((d) => normalizeWeights(d))}>
          Normalize
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => onSave(draft)} disabled={errors.length > 0 || saving}>
          Save Criteria
        </Button>
      </div>
    </div>
  );
}
