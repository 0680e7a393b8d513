import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder of the overview while its data loads. */
export function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading candidates" className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-32" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-36" />
      ))}
    </div>
  );
}
