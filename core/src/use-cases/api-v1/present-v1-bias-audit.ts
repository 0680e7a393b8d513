import type { V1BiasAudit } from '../../contract/api-v1-bias-audit.js';
import type { AuditRateView, BiasAuditView } from '../../contract/bias-audit.js';

const rate = (r: AuditRateView | null) =>
  r && {
    count: r.count,
    of: r.of,
    rate: r.rate,
    rate_exact: r.rateExact,
    impact_ratio: r.impactRatio,
    impact_ratio_exact: r.impactRatioExact,
    flagged: r.flagged,
  };

/** The audit's one view in the API's names (docs/behaviour/platform.md §15). */
export function presentV1BiasAudit(view: BiasAuditView): V1BiasAudit {
  return {
    organisation: view.organisation,
    job: view.job,
    from: view.from,
    to: view.to,
    generated_at: view.generatedAt,
    candidates: view.candidates,
    scored: view.scored,
    hired: view.hired,
    median_score: view.medianScore,
    tables: view.tables.map((t) => ({
      id: t.id,
      label: t.label,
      kind: t.kind,
      unknown: t.unknown,
      rows: t.rows.map((r) => ({
        key: r.key,
        label: r.label,
        candidates: r.candidates,
        too_small: r.tooSmall,
        scoring: rate(r.scoring),
        bands: r.bands,
        selection: rate(r.selection),
      })),
    })),
    method: {
      min_group_size: view.method.minGroupSize,
      flag_below: view.method.flagBelow,
      definitions: view.method.definitions,
    },
  };
}
