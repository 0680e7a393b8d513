import type { PanelPayload } from '@sauti/core/contract/review-views';

/**
 * Panel Insights (docs/behaviour/review.md §2.6, §9): average score, panel size, how many panel members meet each
 * criterion, and the three most covered criteria — all computed by the server.
 */
export function PanelInsights({ insights }: { insights: PanelPayload['insights'] }) {
  return (
    <section
      aria-labelledby="panel-insights"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id="panel-insights" className="font-semibold">
        Panel Insights
      </h3>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-sm text-muted-foreground">Average Score</dt>
          <dd className="text-xl font-semibold">
            {insights.averageScore === null ? '—' : `${insights.averageScore}%`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Panel Size</dt>
          <dd className="text-xl font-semibold">{insights.panelSize}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold">Criteria Coverage</h4>
        <ul className="flex flex-col gap-1 text-sm">
          {insights.coverage.map((c) => (
            <li key={c.pillarId} className="flex justify-between gap-2">
              <span>{c.label}</span>
              <span>
                {c.count}/{insights.panelSize}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold">Top Panel Strengths</h4>
        {insights.topStrengths.length ? (
          <ol className="list-decimal pl-5 text-sm">
            {insights.topStrengths.slice(0, 3).map((s) => (
              <li key={s.pillarId}>
                {s.label} ({s.count})
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No criterion is met by the panel yet.</p>
        )}
      </div>
    </section>
  );
}
