import { useState } from 'react';
import type { BiasAuditQueryInput } from '@sauti/core/contract/bias-audit';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { AuditForm } from './audit-form';
import { AuditResults } from './audit-results';
import { CategoriesCard } from './categories-card';
import { useBiasAudit } from './use-bias-audit';

/**
 * The bias audit (/bias-audit, docs/behaviour/review.md §13): choose a job (or every job) and a
 * period, read the rates and impact ratios per group, download them as CSV or print the report;
 * and the questions candidates are asked.
 */
export function BiasAuditPage() {
  const [query, setQuery] = useState<BiasAuditQueryInput | null>(null);
  const audit = useBiasAudit(query);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">Bias audit</h1>
        <p className="text-muted-foreground">
          How each group of candidates fares: scoring rate against the median, bands and hires, with impact
          ratios after New York City’s Local Law 144. Counts only: no candidate is shown, groups under 5 show
          no figure.
        </p>
      </div>
      <AuditForm onShow={setQuery} busy={query !== null && audit.isFetching} />
      {query !== null && audit.isPending && <Spinner label="Counting" />}
      {audit.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(audit.error, 'The audit could not be made. Please try again.')}
        </p>
      )}
      {audit.data && query && <AuditResults view={audit.data} query={query} />}
      <CategoriesCard />
    </main>
  );
}
