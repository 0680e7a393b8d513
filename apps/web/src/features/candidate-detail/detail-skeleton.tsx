import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder of the candidate detail while it loads. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading candidate" className="flex flex-col gap-6">
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
      <Skeleton className="h-64" />
      <Skeleton className="h-64" />
    </div>
  );
}
